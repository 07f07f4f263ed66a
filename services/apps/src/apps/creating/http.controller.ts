import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { CreateAppHandler } from './create-app.handler';

@Controller()
export class CreateAppController {
  constructor(private readonly handler: CreateAppHandler) {}

  @Post('developer_apps')
  @HttpCode(201)
  async create(
    @Body() body: { internal_name?: unknown },
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { appId, sandboxId, positions } = await this.handler.create(body ?? {}, actor, context);
    replyWithPositions(reply, SOURCE, positions);
    return { id: appId, sandbox_id: sandboxId };
  }
}
