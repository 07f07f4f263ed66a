import type { EventEnvelope } from '../envelope';

/** An `es_events` row as queried by the store and the outbox relay. */
export interface EventRow {
  position: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventEnvelope['metadata'];
}

export const envelopeFromRow = (row: EventRow, source: string): EventEnvelope => ({
  id: row.event_id,
  source,
  type: row.type,
  schemaVersion: row.schema_version,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  position: Number(row.position),
  data: row.data,
  metadata: row.metadata,
});
