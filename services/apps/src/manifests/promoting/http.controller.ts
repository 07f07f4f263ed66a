import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, replyWithPositions } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { PromoteHandler, type PromotionInput } from './promote.handler';

@Controller()
export class PromoteController {
  constructor(private readonly handler: PromoteHandler) {}

  @Post('app_version_promotions')
  @HttpCode(201)
  async promote(
    @Body() body: { app_version_promotion?: PromotionInput } | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { promotion, committed } = await this.handler.promote(body?.app_version_promotion ?? {}, 'developer', actor, context);
    replyWithPositions(reply, SOURCE, committed.positions);
    return { app_version_promotion: promotion };
  }
}
