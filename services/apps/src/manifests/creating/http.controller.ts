import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions, replyWithVersion } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { CreateVersionHandler, type CreateVersionInput } from './create-version.handler';

@Controller()
export class CreateVersionController {
  constructor(private readonly handler: CreateVersionHandler) {}

  /** The Configuration Builder's and the editor's save: always a sandbox version. */
  @Post('app_versioned_manifests')
  @HttpCode(201)
  async create(
    @Body() body: CreateVersionInput | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, committed } = await this.handler.create(body ?? {}, 'sandbox', 'developer', actor, context);
    replyWithPositions(reply, SOURCE, committed.positions);
    replyWithVersion(reply, committed.version);
    return { manifest: view };
  }
}
