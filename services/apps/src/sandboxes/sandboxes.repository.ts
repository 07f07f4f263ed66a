import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { sandboxDecider, type Sandbox, type SandboxCommand } from './sandbox.decider';
import { sandboxStreamId, type SandboxEvent } from './sandbox.events';

/** The only writer of sandbox streams. */
@Injectable()
export class SandboxesRepository extends EventSourcedRepository<Sandbox, SandboxCommand, SandboxEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, sandboxDecider, sandboxStreamId);
  }
}
