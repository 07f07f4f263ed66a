import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { VersionConflictError, type DomainEvent } from '@portal/decider';
import { eventMetadata, type CommandContext, type EventEnvelope, type EventMetadata, type NewEvent } from '../envelope';
import { topicForEventType } from '../topics';
import { upcastWith, type Upcaster } from '../upcasting';
import { envelopeFromRow, type EventRow } from './event-row';

/** `no_stream`: the stream must not exist yet; `any`: no check; a number: the stream's current version. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface MultiAppendOptions {
  context: CommandContext;
  /** Extra writes that must commit or fail together with the events (e.g. a uniqueness reservation). */
  inTransaction?: (client: PoolClient) => Promise<void>;
}

export interface AppendOptions extends MultiAppendOptions {
  expectedVersion: ExpectedVersion;
}

/** One stream's part of a multi-stream append. */
export interface StreamWrite {
  streamId: string;
  events: readonly NewEvent[];
  expectedVersion: ExpectedVersion;
}

export interface MultiAppendResult {
  /** One result per write, in the order given. */
  streams: AppendResult[];
  lastPosition: number;
}

export interface AppendResult {
  nextExpectedVersion: number;
  lastPosition: number;
  envelopes: EventEnvelope[];
}

export interface ReadStreamResult<E extends DomainEvent> {
  version: number;
  events: EventEnvelope<E>[];
}

const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';
export const OUTBOX_CHANNEL = 'es_outbox';

export class PgEventStore {
  private readonly upcast: (event: EventEnvelope) => EventEnvelope;

  constructor(
    private readonly pool: Pool,
    readonly source: string,
    upcasters: readonly Upcaster[] = [],
  ) {
    this.upcast = upcastWith(upcasters);
  }

  async readStream<E extends DomainEvent>(streamId: string): Promise<ReadStreamResult<E>> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT position, event_id, stream_id, stream_version, type, schema_version, data, metadata
         FROM es_events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    const events = rows.map((row) => this.toEnvelope(row) as EventEnvelope<E>);
    return { version: events.at(-1)?.streamVersion ?? 0, events };
  }

  /** Events in global order after `afterPosition`, for replays and rebuilds. */
  async readAll(afterPosition: number, limit: number): Promise<EventEnvelope[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT position, event_id, stream_id, stream_version, type, schema_version, data, metadata
         FROM es_events WHERE position > $1 ORDER BY position LIMIT $2`,
      [afterPosition, limit],
    );
    return rows.map((row) => this.toEnvelope(row));
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const { expectedVersion, ...rest } = options;
    const [result] = (await this.appendToStreams([{ streamId, events, expectedVersion }], rest)).streams;
    return result!;
  }

  /**
   * Appends to several streams in ONE transaction: every stream's expected version is checked, and
   * all events with their outbox rows commit together or not at all (a conflict on any stream
   * rolls back every stream).
   */
  async appendToStreams(writes: readonly StreamWrite[], options: MultiAppendOptions): Promise<MultiAppendResult> {
    if (writes.length === 0 || writes.some((w) => w.events.length === 0)) throw new Error('Nothing to append');
    if (new Set(writes.map((w) => w.streamId)).size !== writes.length) throw new Error('One write per stream');
    if (writes.length === 1 && !options.inTransaction) return this.appendInOneStatement(writes[0]!, options.context);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Each stream's check, events, outbox rows and wake-up in one statement (the one below), then
      // the caller's writes: a command with extra writes costs BEGIN, one statement per stream, its
      // own statements and COMMIT, not two round trips per event. A stale version still throws
      // before the caller's writes run.
      const metadata = eventMetadata(options.context, new Date().toISOString());
      const streams: AppendResult[] = [];
      for (const write of writes) streams.push(await this.appendStatement(client, write, metadata));
      await options.inTransaction?.(client);
      await client.query('COMMIT');
      return { streams, lastPosition: Math.max(...streams.map((s) => s.lastPosition)) };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (isStreamVersionRace(error)) throw await this.conflictFor(writes);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The common case — one stream, nothing else in the transaction — as ONE statement: the version
   * check, the events, their outbox rows and the relay's wake-up commit together (a single statement
   * is its own transaction), in one round trip (with extra writes, the same statement runs between
   * BEGIN and COMMIT). A stale expected version inserts nothing and answers the current version; a
   * writer racing past the check hits the unique (stream_id, stream_version) constraint.
   */
  private async appendInOneStatement(write: StreamWrite, context: CommandContext): Promise<MultiAppendResult> {
    try {
      const stream = await this.appendStatement(this.pool, write, eventMetadata(context, new Date().toISOString()));
      return { streams: [stream], lastPosition: stream.lastPosition };
    } catch (error) {
      if (isStreamVersionRace(error)) throw await this.conflictFor([write]);
      throw error;
    }
  }

  /** One stream's append as one statement, on the pool (its own transaction) or inside a caller's transaction. */
  private async appendStatement(db: Pick<Pool, 'query'>, write: StreamWrite, metadata: EventMetadata): Promise<AppendResult> {
    const events = write.events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      data: event.data,
      topic: topicForEventType(event.type),
    }));
    const expected = write.expectedVersion === 'any' ? null : write.expectedVersion === 'no_stream' ? 0 : write.expectedVersion;
    // Named: parsed and planned once per connection, not on every append.
    const { rows } = await db.query<{
      current_version: number;
      position: string | null;
      event_id: string | null;
      stream_version: number | null;
    }>({
      name: 'es-append-one-stream',
      text: `WITH current AS (
         SELECT coalesce(max(stream_version), 0) AS version FROM es_events WHERE stream_id = $1
       ), incoming AS (
         SELECT (e.value->>'id')::uuid AS event_id, e.value->>'type' AS type, (e.value->>'schemaVersion')::int AS schema_version,
                e.value->'data' AS data, e.value->>'topic' AS topic, e.ord::int AS ord
           FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, ord)
       ), inserted AS (
         INSERT INTO es_events (event_id, stream_id, stream_version, type, schema_version, data, metadata)
         SELECT n.event_id, $1, current.version + n.ord, n.type, n.schema_version, n.data, $4::jsonb
           FROM current, incoming n
          WHERE $2::int IS NULL OR current.version = $2::int
          ORDER BY n.ord
         RETURNING position, event_id, stream_version
       ), outboxed AS (
         INSERT INTO es_outbox (position, topic) SELECT i.position, n.topic FROM inserted i JOIN incoming n USING (event_id)
       )
       SELECT c.version AS current_version, i.position, i.event_id, i.stream_version,
              CASE WHEN i.position IS NOT NULL THEN pg_notify($5, '') END AS notified
         FROM current c LEFT JOIN inserted i ON true
        ORDER BY i.stream_version`,
      values: [write.streamId, expected, JSON.stringify(events), metadata, OUTBOX_CHANNEL],
    });
    if (rows.length === 0 || rows[0]!.position === null) {
      throw new VersionConflictError(write.streamId, write.expectedVersion as number | 'no_stream', rows[0]?.current_version ?? 0);
    }
    const envelopes: EventEnvelope[] = rows.map((row, index) => ({
      id: row.event_id!,
      source: this.source,
      type: events[index]!.type,
      schemaVersion: events[index]!.schemaVersion,
      streamId: write.streamId,
      streamVersion: row.stream_version!,
      position: Number(row.position),
      data: write.events[index]!.data,
      metadata,
    }));
    const last = envelopes.at(-1)!;
    return { nextExpectedVersion: last.streamVersion, lastPosition: last.position, envelopes };
  }

  /** Names the first stream whose version moved on while this transaction was deciding. */
  private async conflictFor(writes: readonly StreamWrite[]): Promise<VersionConflictError> {
    for (const write of writes) {
      const actual = await this.currentVersion(this.pool, write.streamId);
      const wanted = write.expectedVersion === 'no_stream' ? 0 : write.expectedVersion;
      if (wanted !== actual) return new VersionConflictError(write.streamId, expectedAsReported(write.expectedVersion), actual);
    }
    const first = writes[0]!;
    return new VersionConflictError(
      first.streamId,
      expectedAsReported(first.expectedVersion),
      await this.currentVersion(this.pool, first.streamId),
    );
  }

  private async currentVersion(db: Pick<Pool, 'query'>, streamId: string): Promise<number> {
    const { rows } = await db.query<{ version: number | null }>(
      'SELECT max(stream_version) AS version FROM es_events WHERE stream_id = $1',
      [streamId],
    );
    return rows[0]?.version ?? 0;
  }

  private toEnvelope(row: EventRow): EventEnvelope {
    return this.upcast(envelopeFromRow(row, this.source));
  }
}

const expectedAsReported = (expected: ExpectedVersion): number | 'no_stream' => (expected === 'any' ? -1 : expected);

/** A concurrent writer got there first; two multi-stream writers locking in opposite order deadlock instead. */
const isStreamVersionRace = (error: unknown): boolean => {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return (code === UNIQUE_VIOLATION && constraint === 'es_events_stream_version_unique') || code === DEADLOCK_DETECTED;
};
