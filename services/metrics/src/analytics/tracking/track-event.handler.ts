import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { AnalyticsDaysRepository } from '../analytics-days.repository';
import { analyticsDayStreamId, utcDayOf } from '../analytics.events';
import { countTracked } from '../counting/analytics-counts.table';
import type { TrackEventAnswer, TrackEventBody } from './dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class TrackEventHandler {
  constructor(private readonly days: AnalyticsDaysRepository) {}

  /** Appends to the developer's stream of today (UTC); a repeated tracking id that day appends nothing. */
  async track(developerId: string, body: TrackEventBody, context: CommandContext): Promise<TrackEventAnswer> {
    const trackingId = this.trackingIdOf(body.tracking_id);
    const at = new Date().toISOString();
    const streamId = analyticsDayStreamId(developerId, utcDayOf(at));
    await retryOnRace(() =>
      this.days.handle(
        streamId,
        { type: 'TrackEvent', trackingId, key: body.key, additionalProperties: body.additional_properties, actorId: developerId, at },
        context,
        // The admins' counts move with the append itself; a retried tracking id appends (and counts) nothing.
        { inTransaction: (db, decision) => countTracked(db, decision.events) },
      ),
    );
    return { tracking_id: trackingId };
  }

  private trackingIdOf(given: unknown): string {
    if (given === undefined || given === null) return randomUUID();
    if (typeof given !== 'string' || !UUID.test(given)) throw new ValidationError({ tracking_id: ['Tracking id must be a UUID'] });
    return given.toLowerCase();
  }
}
