import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { RollBackHandler, type RollbackInput } from './roll-back.handler';

@Controller()
export class RollBackController {
  constructor(private readonly handler: RollBackHandler) {}

  @Post('app_version_rollbacks')
  @HttpCode(201)
  async rollBack(
    @Body() body: { app_version_rollback?: RollbackInput } | undefined,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, committed } = await this.handler.rollBack(body?.app_version_rollback ?? {}, actor, context, idempotencyKey);
    replyWithPositions(reply, SOURCE, committed.positions);
    replyAsReplayed(reply, committed.replayed);
    return { manifest: view };
  }
}
