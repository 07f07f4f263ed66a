import { Body, Controller, Headers, Param, Patch, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, parseIfMatch, replyWithPositions, replyWithVersion } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { ReviewHandler, type ReviewInput } from './review.handler';

type Body = { app_version?: ReviewInput } | undefined;

@Controller()
export class ReviewController {
  constructor(private readonly handler: ReviewHandler) {}

  /** Submit (state in_review) or withdraw (state confidential); If-Match names the version the viewer saw. */
  @Patch('app_versions/:id')
  change(
    @Param('id') id: string,
    @Body() body: Body,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.reply(this.handler.change(id, body?.app_version ?? {}, 'developer', actor, context, parseIfMatch(ifMatch)), reply);
  }

  /** Platform admins approve (state published) or reject (state confidential); the notes are e-mailed. */
  @Patch('admin/app_versions/:id')
  review(
    @Param('id') id: string,
    @Body() body: Body,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.reply(this.handler.change(id, body?.app_version ?? {}, 'admin', actor, context, parseIfMatch(ifMatch)), reply);
  }

  private async reply(changing: ReturnType<ReviewHandler['change']>, reply: FastifyReply) {
    const { view, committed } = await changing;
    replyWithPositions(reply, SOURCE, committed.positions);
    replyWithVersion(reply, committed.version);
    return view;
  }
}
