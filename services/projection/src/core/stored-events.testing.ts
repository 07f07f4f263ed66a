import type { EventEnvelope } from '@portal/eventsourcing';
import type { Producer } from 'kafkajs';
import type { Pool } from 'pg';

interface StoredEventRow {
  position: string;
  event_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventEnvelope['metadata'];
}

/** A stream's stored events as the outbox relay publishes them (envelopes, in stream order). */
export const storedEnvelopes = async (store: Pool, source: string, streamId: string): Promise<EventEnvelope[]> => {
  const { rows } = await store.query<StoredEventRow>('SELECT * FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [streamId]);
  return rows.map((row) => ({
    id: row.event_id,
    source,
    type: row.type,
    schemaVersion: row.schema_version,
    streamId,
    streamVersion: row.stream_version,
    position: Number(row.position),
    data: row.data,
    metadata: row.metadata,
  }));
};

/**
 * Publishes a stream's stored events to Kafka again (`times` times, as a redelivery or a replay
 * would), on the stream's topic; answers how many events the stream has.
 */
export const publishStreamAgain = async (store: Pool, producer: Producer, source: string, streamId: string, times = 2): Promise<number> => {
  const envelopes = await storedEnvelopes(store, source, streamId);
  if (envelopes.length === 0) return 0;
  const messages = envelopes.map((envelope) => ({ key: streamId, value: JSON.stringify(envelope) }));
  const topic = envelopes[0]!.type.split('.').slice(0, 2).join('.');
  for (let i = 0; i < times; i += 1) await producer.send({ topic, messages });
  return envelopes.length;
};
