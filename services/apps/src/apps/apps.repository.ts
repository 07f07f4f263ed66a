import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { appDecider, type App, type AppCommand } from './app.decider';
import { appStreamId, type AppEvent } from './app.events';

/** The only writer of app streams. */
@Injectable()
export class AppsRepository extends EventSourcedRepository<App, AppCommand, AppEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, appDecider, appStreamId);
  }
}
