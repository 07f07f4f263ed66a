import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, IdempotencyKey, replyAsReplayed, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { PromoteHandler, type PromotionInput } from './promote.handler';

type Body = { app_version_promotion?: PromotionInput } | undefined;

@Controller()
export class PromoteController {
  constructor(private readonly handler: PromoteHandler) {}

  /** Developers: release notes required. */
  @Post('app_version_promotions')
  @HttpCode(201)
  promote(
    @Body() body: Body,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.reply(this.handler.promote(body?.app_version_promotion ?? {}, 'developer', actor, context, idempotencyKey), reply);
  }

  /** Platform admins: release notes optional. */
  @Post('admin/app_version_promotions')
  @HttpCode(201)
  adminPromote(
    @Body() body: Body,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.reply(this.handler.promote(body?.app_version_promotion ?? {}, 'admin', actor, context, idempotencyKey), reply);
  }

  private async reply(promoting: ReturnType<PromoteHandler['promote']>, reply: FastifyReply) {
    const { promotion, committed } = await promoting;
    replyWithPositions(reply, SOURCE, committed.positions);
    replyAsReplayed(reply, committed.replayed);
    return { app_version_promotion: promotion };
  }
}
