import { Body, Controller, Headers, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, parseIfMatch, replyWithPositions, replyWithVersion } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { CreateVersionHandler, type CreateVersionInput } from '../creating/create-version.handler';
import type { Environment } from '../manifest.events';
import { PromoteHandler, type PromotionInput } from '../promoting/promote.handler';
import { ReviewHandler, type ReviewInput } from '../reviewing/review.handler';

const environmentOf = (type: unknown): Environment =>
  type === 'ProductionEnvironment' || type === 'production' ? 'production' : 'sandbox';

/** The admin page's manifest actions: platform admins only (403 for everyone else). */
@Controller()
export class AdminManifestsController {
  constructor(
    private readonly creating: CreateVersionHandler,
    private readonly promoting: PromoteHandler,
    private readonly reviewing: ReviewHandler,
  ) {}

  @Post('app_versions')
  @HttpCode(201)
  async create(
    @Body() body: { app_version?: CreateVersionInput & { environment_type?: unknown } } | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = body?.app_version ?? {};
    const { view, committed } = await this.creating.create(input, environmentOf(input.environment_type), 'admin', actor, context);
    replyWithPositions(reply, SOURCE, committed.positions);
    replyWithVersion(reply, committed.version);
    return { manifest: view };
  }

  /** Approve (state published) or reject (state confidential) with notes e-mailed to the developers. */
  @Patch('admin/app_versions/:id')
  async review(
    @Param('id') id: string,
    @Body() body: { app_version?: ReviewInput } | undefined,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, committed } = await this.reviewing.change(id, body?.app_version ?? {}, 'admin', actor, context, parseIfMatch(ifMatch));
    replyWithPositions(reply, SOURCE, committed.positions);
    replyWithVersion(reply, committed.version);
    return view;
  }

  @Post('admin/app_version_promotions')
  @HttpCode(201)
  async promote(
    @Body() body: { app_version_promotion?: PromotionInput } | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { promotion, committed } = await this.promoting.promote(body?.app_version_promotion ?? {}, 'admin', actor, context);
    replyWithPositions(reply, SOURCE, committed.positions);
    return { app_version_promotion: promotion };
  }
}
