import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { listingDecider, type Listing, type ListingCommand } from './listing.decider';
import { listingStreamId, type ListingEvent } from './listing.events';

/** The only writer of listing streams (one per app). */
@Injectable()
export class ListingsRepository extends EventSourcedRepository<Listing, ListingCommand, ListingEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, listingDecider, listingStreamId);
  }
}
