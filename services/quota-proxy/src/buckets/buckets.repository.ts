import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { bucketDecider, type Bucket, type BucketCommand } from './bucket.decider';
import { bucketStreamId, type BucketEvent } from './bucket.events';

/** The only writer of bucket streams. */
@Injectable()
export class BucketsRepository extends EventSourcedRepository<Bucket, BucketCommand, BucketEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, bucketDecider, bucketStreamId);
  }
}
