import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { SandboxBuildQueue } from '../building/sandbox-build.queue';
import { sandboxView } from '../sandbox.view';
import { RequestSandboxHandler } from './request-sandbox.handler';

@Controller()
export class RequestSandboxController {
  constructor(
    private readonly handler: RequestSandboxHandler,
    private readonly queue: SandboxBuildQueue,
  ) {}

  @Post('developer_apps/:id/sandbox_requests')
  @HttpCode(202)
  async request(
    @Param('id') id: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { sandbox, positions } = await this.handler.request(id, actor, context);
    replyWithPositions(reply, SOURCE, positions);
    return sandboxView(sandbox, await this.queue.busy());
  }

  @Post('developer_apps/:id/fake_sandbox')
  @HttpCode(201)
  async fake(
    @Param('id') id: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { sandbox, positions } = await this.handler.fake(id, actor, context);
    replyWithPositions(reply, SOURCE, positions);
    return sandboxView(sandbox, false);
  }

  /** Above SANDBOX_BUSY_THRESHOLD queued builds the UI shows the "really popular right now" notice. */
  @Get('sandbox_queue')
  async status() {
    return { depth: await this.queue.depth(), busy: await this.queue.busy() };
  }
}
