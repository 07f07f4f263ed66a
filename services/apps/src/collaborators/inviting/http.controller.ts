import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { InviteHandler } from './invite.handler';

@Controller()
export class InviteController {
  constructor(private readonly handler: InviteHandler) {}

  @Post('invitations')
  @HttpCode(201)
  async invite(
    @Body() body: { developer_app_id?: unknown; email?: unknown; role?: unknown },
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { invitation, positions, replayed } = await this.handler.invite(body ?? {}, actor, context, idempotencyKey);
    replyWithPositions(reply, SOURCE, positions);
    replyAsReplayed(reply, replayed);
    return invitation;
  }
}
