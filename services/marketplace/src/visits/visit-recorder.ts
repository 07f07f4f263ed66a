import { Inject, Injectable } from '@nestjs/common';
import type { EventData } from '@portal/contracts';
import type { PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';

/** One stream per app per UTC day: a popular listing never makes one ever-growing hot stream. */
export const visitsStreamId = (appId: string, at: string): string => `marketplace-visits-${appId}-${at.slice(0, 10)}`;

/**
 * Appends a visit (`VisitCounter` decides which views are visits). Nothing is decided about a visit
 * itself, so it is appended without reading the stream (`any` version).
 */
@Injectable()
export class VisitRecorder {
  constructor(@Inject(EVENT_STORE) private readonly store: PgEventStore) {}

  async record(appId: string, visitorId: string | null, correlationId: string, at: string): Promise<void> {
    const data: EventData<'marketplace.visit.recorded'> = { appId, visitorId, at };
    await this.store.appendToStream(visitsStreamId(appId, at), [{ type: 'marketplace.visit.recorded', data }], {
      expectedVersion: 'any',
      context: { correlationId, actorId: visitorId },
    });
  }
}
