import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { installationDecider, type Installation, type InstallationCommand } from './installation.decider';
import { installationStreamId, type InstallationEvent } from './installation.events';

/** The only writer of installation streams (one per app and company). */
@Injectable()
export class InstallationsRepository extends EventSourcedRepository<Installation, InstallationCommand, InstallationEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, installationDecider, installationStreamId);
  }
}
