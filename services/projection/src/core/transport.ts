import { env, KafkaEventsTransport, PortalLogger } from '@portal/service-runtime';
import { ALL_TOPICS } from './sources';

export const PROJECTION_TRANSPORT = Symbol('PROJECTION_TRANSPORT');
export const PROJECTION_GROUP = 'projection';

export const createProjectionTransport = (logger: PortalLogger): KafkaEventsTransport =>
  new KafkaEventsTransport({
    clientId: 'projection',
    groupId: PROJECTION_GROUP,
    topics: ALL_TOPICS,
    brokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
    logger,
    maxAttempts: 6,
    // Read-model writes wait on I/O (MongoDB protocol, PostgreSQL, Redis): handling several
    // partitions at once multiplies throughput; order per stream still holds (one stream, one partition).
    partitionsConcurrently: Number(env('PROJECTION_PARTITIONS_CONCURRENTLY', '6')),
    // Within a partition's batch, several streams at once (each in order): a burst on one topic
    // (three partitions) is not held to three document writes at a time.
    keysConcurrently: Number(env('PROJECTION_KEYS_CONCURRENTLY', '8')),
  });
