import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type BucketDefinition = EventData<'quota.bucket.defined'>;
export type BucketTemplate = BucketDefinition['templates'][number];
export type FillType = BucketTemplate['fillType'];

export type BucketDefined = DomainEvent<'quota.bucket.defined', BucketDefinition>;
export type BucketChanged = DomainEvent<'quota.bucket.changed', EventData<'quota.bucket.changed'>>;
export type BucketDeleted = DomainEvent<'quota.bucket.deleted', EventData<'quota.bucket.deleted'>>;
export type BucketEvent = BucketDefined | BucketChanged | BucketDeleted;

/** One stream per bucket; a bucket lives on one server (the tool's `ids` map joins a bucket's copies). */
export const bucketStreamId = (bucketId: string): string => `quota-bucket-${bucketId}`;

export const ANY = '*';
