import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { readStateDecider, type ReadState, type ReadStateCommand } from './read-state.decider';
import { readStateStreamId, type ReadStateEvent } from './read-state.events';

/** The only writer of developers' read-state streams. */
@Injectable()
export class ReadStateRepository extends EventSourcedRepository<ReadState, ReadStateCommand, ReadStateEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, readStateDecider, readStateStreamId);
  }
}
