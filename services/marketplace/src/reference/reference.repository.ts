import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { referenceDecider, type ReferenceCommand, type ReferenceList } from './reference.decider';
import { referenceStreamId, type ReferenceEvent } from './reference.events';

/** The only writer of the reference list streams (one per kind). */
@Injectable()
export class ReferenceRepository extends EventSourcedRepository<ReferenceList, ReferenceCommand, ReferenceEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, referenceDecider, referenceStreamId);
  }
}
