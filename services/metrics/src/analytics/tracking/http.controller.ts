import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { CommandCtx, SignedInActor, type Actor } from '@portal/service-runtime';
import type { TrackEventAnswer, TrackEventBody } from './dto';
import { TrackEventHandler } from './track-event.handler';

/**
 * Records a tracking event for the signed-in caller. No `x-portal-position` on the answer: no read
 * model shows these events, so a session waiting for that position would only wait in vain.
 */
@Controller()
export class TrackEventController {
  constructor(private readonly handler: TrackEventHandler) {}

  @Post('analytics/events')
  @HttpCode(202)
  track(
    @Body() body: TrackEventBody | null,
    @SignedInActor() actor: Actor,
    @CommandCtx() context: CommandContext,
  ): Promise<TrackEventAnswer> {
    return this.handler.track(actor.id, body ?? {}, context);
  }
}
