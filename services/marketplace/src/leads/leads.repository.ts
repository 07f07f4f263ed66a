import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { leadStreamId, type LeadEvent } from './lead.events';
import { leadDecider, type LeadCommand, type LeadRequests } from './requesting/lead.decider';

/** The only writer of lead streams (one per app, requester and company). */
@Injectable()
export class LeadsRepository extends EventSourcedRepository<LeadRequests, LeadCommand, LeadEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, leadDecider, leadStreamId);
  }
}
