import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { manifestsDecider, type AppManifests, type ManifestCommand } from './manifests.decider';
import { manifestsStreamId, type ManifestEvent } from './manifest.events';

/** The only writer of `app-manifests-{appId}` streams (all of an app's manifest versions). */
@Injectable()
export class ManifestsRepository extends EventSourcedRepository<AppManifests, ManifestCommand, ManifestEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, manifestsDecider, manifestsStreamId);
  }
}
