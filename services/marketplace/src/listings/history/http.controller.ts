import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { listingStreamId } from '../listing.events';

/** One event of an app's listing, as the apps service's Activity view reads it. */
export interface ListingEventItem {
  id: string;
  type: string;
  position: number;
  data: Record<string, unknown>;
  metadata: { actorId: string | null; causationId: string | null; recordedAt: string };
}

/** Activity names what happened, not the listing's content: it would be most of the answer's bytes. */
const withoutContent = ({ fields: _fields, ...data }: Record<string, unknown>): Record<string, unknown> => data;

/**
 * Internal only (the internal token guards every route; the gateway never routes this): the history
 * of one app's listing, oldest first, without the listing's content. The caller (the apps service)
 * decides who may see it.
 */
@Controller('apps/:appId/listing_events')
export class ListingEventsController {
  constructor(@Inject(EVENT_STORE) private readonly store: PgEventStore) {}

  @Get()
  async list(@Param('appId') appId: string): Promise<ListingEventItem[]> {
    const { events } = await this.store.readStream(listingStreamId(appId));
    return events.map((e) => ({
      id: e.id,
      type: e.type,
      position: e.position,
      data: withoutContent(e.data as Record<string, unknown>),
      metadata: { actorId: e.metadata.actorId, causationId: e.metadata.causationId, recordedAt: e.metadata.recordedAt },
    }));
  }
}
