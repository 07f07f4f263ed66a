import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { SecretsHandler } from './secrets.handler';

/** Internal: the gateway forwards `/api/v1/oauth_applications/{uid}/…` here with the viewer as actor. */
@Controller('oauth_clients/:clientId')
export class SecretsController {
  constructor(private readonly secrets: SecretsHandler) {}

  @Get()
  view(@Param('clientId') clientId: string, @SignedInActor() actor: Actor) {
    return this.secrets.view(clientId, actor);
  }

  @Post('reset_secret')
  @HttpCode(200)
  async reset(
    @Param('clientId') clientId: string,
    @Body() body: { confirm?: unknown } | null,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { body: answer, position, replayed } = await this.secrets.reset(clientId, body?.confirm, actor, context, idempotencyKey);
    replyWithPositions(reply, SOURCE, [position]);
    replyAsReplayed(reply, replayed);
    void reply.header('cache-control', 'no-store');
    return answer;
  }

  @Post('rotate_secret')
  @HttpCode(200)
  async rotate(
    @Param('clientId') clientId: string,
    @Body() body: { grace_hours?: unknown } | null,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { body: answer, position, replayed } = await this.secrets.rotate(clientId, body?.grace_hours, actor, context, idempotencyKey);
    replyWithPositions(reply, SOURCE, [position]);
    replyAsReplayed(reply, replayed);
    void reply.header('cache-control', 'no-store');
    return answer;
  }

  @Post('revoke_old_secret')
  @HttpCode(200)
  async revokeOld(
    @Param('clientId') clientId: string,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { body: answer, position } = await this.secrets.revokeOld(clientId, actor, context);
    replyWithPositions(reply, SOURCE, [position]);
    return answer;
  }
}
