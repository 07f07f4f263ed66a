import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, replyWithPositions, SignedInActor, type Actor } from '@portal/service-runtime';
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
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const created = await this.handler.create(body ?? {}, actor, context, idempotencyKey);
    replyWithPositions(reply, SOURCE, created.positions);
    replyAsReplayed(reply, created.replayed);
    return { id: created.appId, sandbox_id: created.sandboxId };
  }
}
