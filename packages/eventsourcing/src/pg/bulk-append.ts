import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { VersionConflictError } from '@portal/decider';
import { eventMetadata, type CommandContext, type EventEnvelope, type NewEvent } from '../envelope';
import { topicForEventType } from '../topics';
import { OUTBOX_CHANNEL } from './event-store';

/** One new stream of a bulk append: its events get versions 1, 2, … in this order. */
export interface NewStream {
  streamId: string;
  events: readonly NewEvent[];
  /** Overrides the batch's context for this stream (e.g. its own actor). */
  context?: CommandContext;
}

export interface BulkAppendOptions {
  context: CommandContext;
  /** Extra writes that must commit or fail together with the events (side tables of the write path). */
  inTransaction?: (client: PoolClient) => Promise<void>;
  /** Sees every envelope before anything is written (positions still 0); throwing refuses the batch. */
  check?: (planned: readonly EventEnvelope[]) => void;
}

const UNIQUE_VIOLATION = '23505';

// One statement for the whole batch: the rows travel as one JSON parameter, positions are taken in
// input order (ORDER BY ord), and the outbox rows are written from what the insert returned, so the
// relay sees exactly what `PgEventStore.appendToStream` would have written stream by stream.
const INSERT_BATCH = `
WITH input AS (
  SELECT x.* FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (
    event_id uuid, stream_id text, stream_version integer, type text, schema_version integer,
    data jsonb, metadata jsonb, topic text
  )) WITH ORDINALITY AS x(event_id, stream_id, stream_version, type, schema_version, data, metadata, topic, ord)
),
inserted AS (
  INSERT INTO es_events (event_id, stream_id, stream_version, type, schema_version, data, metadata)
  SELECT event_id, stream_id, stream_version, type, schema_version, data, metadata FROM input ORDER BY ord
  RETURNING position, event_id
),
outboxed AS (
  INSERT INTO es_outbox (position, topic)
  SELECT i.position, x.topic FROM inserted i JOIN input x ON x.event_id = i.event_id
)
SELECT position, event_id FROM inserted`;

/** The envelopes a bulk append will write; the insert gives them their positions (0 until then). */
const plannedEnvelopes = (source: string, streams: readonly NewStream[], batchContext: CommandContext): EventEnvelope[] => {
  const recordedAt = new Date().toISOString();
  return streams.flatMap((stream) => {
    if (stream.events.length === 0) throw new Error(`Nothing to append to ${stream.streamId}`);
    const context = stream.context ?? batchContext;
    const metadata = eventMetadata(context, recordedAt);
    return stream.events.map((event, index) => ({
      id: randomUUID(),
      source,
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      streamId: stream.streamId,
      streamVersion: index + 1,
      position: 0,
      data: event.data,
      metadata,
    }));
  });
};

/**
 * Appends many new streams in one transaction with one multi-row statement: the fast path for
 * seeding and imports (thousands of streams per round trip instead of one transaction each).
 * Every stream must be new (expected version `no_stream`): an existing one fails the whole batch
 * with a `VersionConflictError`, as a single append would. Events land in `es_events` and
 * `es_outbox` exactly as `PgEventStore.appendToStream` writes them, so the outbox relay publishes
 * them and every consumer sees ordinary events.
 */
export const appendNewStreams = async (
  pool: Pool,
  source: string,
  streams: readonly NewStream[],
  options: BulkAppendOptions,
): Promise<EventEnvelope[]> => {
  const envelopes = plannedEnvelopes(source, streams, options.context);
  if (envelopes.length === 0) return [];
  options.check?.(envelopes);
  const rows = envelopes.map((e) => ({
    event_id: e.id,
    stream_id: e.streamId,
    stream_version: e.streamVersion,
    type: e.type,
    schema_version: e.schemaVersion,
    data: e.data,
    metadata: e.metadata,
    topic: topicForEventType(e.type),
  }));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: inserted } = await client.query<{ position: string; event_id: string }>(INSERT_BATCH, [JSON.stringify(rows)]);
    const positions = new Map(inserted.map((r) => [r.event_id, Number(r.position)]));
    for (const envelope of envelopes) envelope.position = positions.get(envelope.id)!;
    await options.inTransaction?.(client);
    await client.query(`SELECT pg_notify($1, '')`, [OUTBOX_CHANNEL]);
    await client.query('COMMIT');
    return envelopes;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    const existing = existingStreamOf(error);
    if (existing !== null) {
      const { rows: found } = await pool.query<{ version: number | null }>(
        'SELECT max(stream_version) AS version FROM es_events WHERE stream_id = $1',
        [existing],
      );
      throw new VersionConflictError(existing, 'no_stream', found[0]?.version ?? 0);
    }
    throw error;
  } finally {
    client.release();
  }
};

/** The stream named by a `(stream_id, stream_version)` unique violation, or null for any other error. */
const existingStreamOf = (error: unknown): string | null => {
  const { code, constraint, detail } = (error ?? {}) as { code?: string; constraint?: string; detail?: string };
  if (code !== UNIQUE_VIOLATION || constraint !== 'es_events_stream_version_unique') return null;
  return /=\((.*), \d+\) already exists/.exec(detail ?? '')?.[1] ?? 'unknown stream';
};
