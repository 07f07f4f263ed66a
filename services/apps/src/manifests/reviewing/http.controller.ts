import { Body, Controller, Headers, Param, Patch, Res } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor, parseIfMatch, replyWithPositions, replyWithVersion } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { SOURCE } from '../../core/source';
import { ReviewHandler, type ReviewInput } from './review.handler';

@Controller()
export class ReviewController {
  constructor(private readonly handler: ReviewHandler) {}

  /** Submit (state in_review) or withdraw (state confidential); If-Match names the version the viewer saw. */
  @Patch('app_versions/:id')
  async change(
    @Param('id') id: string,
    @Body() body: { app_version?: ReviewInput } | undefined,
    @Headers('if-match') ifMatch: string | undefined,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, committed } = await this.handler.change(id, body?.app_version ?? {}, 'developer', actor, context, parseIfMatch(ifMatch));
    replyWithPositions(reply, SOURCE, committed.positions);
    replyWithVersion(reply, committed.version);
    return view;
  }
}
