import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import {
  CommandCtx,
  IdempotencyKey,
  parseIfMatch,
  replyAsReplayed,
  replyWithPositions,
  replyWithVersion,
  SignedInActor,
  type Actor,
} from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { ChangeListingHandler } from './change-listing.handler';
import type { SubmissionBody } from './dto';

/** Spec 3 §7: developer and admin create and update of an app's listing, and its load (not shown: GET …/submission). */
@Controller()
export class ListingController {
  constructor(private readonly handler: ChangeListingHandler) {}

  @Get(['developer_apps/:id/submission', 'admin/developer_apps/:id/submission'])
  async load(@Param('id') id: string, @SignedInActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    const { view, version } = await this.handler.view(id, actor, actor.isAdmin);
    if (version !== null) replyWithVersion(reply, version);
    return view;
  }

  @Post('developer_apps/:id/submissions')
  @HttpCode(201)
  create(
    @Param('id') id: string,
    @Body() body: SubmissionBody | null,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.created(this.handler.create(id, body ?? {}, actor, ctx, false, idempotencyKey), reply);
  }

  @Post('admin/developer_apps/:id/submissions')
  @HttpCode(201)
  adminCreate(
    @Param('id') id: string,
    @Body() body: SubmissionBody | null,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.created(this.handler.create(id, body ?? {}, actor, ctx, true, idempotencyKey), reply);
  }

  @Patch('submissions/:id')
  update(
    @Param('id') id: string,
    @Body() body: SubmissionBody | null,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.created(this.handler.change(id, body ?? {}, actor, ctx, false, parseIfMatch(ifMatch)), reply);
  }

  @Patch('admin/submissions/:id')
  adminUpdate(
    @Param('id') id: string,
    @Body() body: SubmissionBody | null,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.created(this.handler.change(id, body ?? {}, actor, ctx, true, parseIfMatch(ifMatch)), reply);
  }

  /**
   * The listing itself is read from its stream; the position is for the projection's read models that follow it
   * (the catalog, the review queue, what a listing's app can access), which the session's next query waits for.
   */
  private async created(result: Promise<{ view: unknown; version: number; replayed?: boolean; position: number }>, reply: FastifyReply) {
    const { view, version, replayed, position } = await result;
    replyWithVersion(reply, version);
    replyAsReplayed(reply, replayed === true);
    replyWithPositions(reply, this.handler.source, [position]);
    return view;
  }
}
