import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { VersionConflictError, type DomainEvent } from '@portal/decider';
import type { CommandContext, EventEnvelope, NewEvent } from '../envelope';
import { topicForEventType } from '../topics';
import { upcastWith, type Upcaster } from '../upcasting';
import { envelopeFromRow, type EventRow } from './event-row';

/** `no_stream`: the stream must not exist yet; `any`: no check; a number: the stream's current version. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  context: CommandContext;
  /** Extra writes that must commit or fail together with the events (e.g. a uniqueness reservation). */
  inTransaction?: (client: PoolClient) => Promise<void>;
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
    if (events.length === 0) throw new Error('Nothing to append');
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const current = await this.currentVersion(client, streamId);
      assertExpectedVersion(streamId, options.expectedVersion, current);
      await options.inTransaction?.(client);
      const envelopes: EventEnvelope[] = [];
      const recordedAt = new Date().toISOString();
      for (const [index, event] of events.entries()) {
        const envelope = await this.insertEvent(client, streamId, current + index + 1, event, options.context, recordedAt);
        envelopes.push(envelope);
      }
      await client.query(`SELECT pg_notify($1, '')`, [OUTBOX_CHANNEL]);
      await client.query('COMMIT');
      return {
        nextExpectedVersion: current + events.length,
        lastPosition: envelopes.at(-1)!.position,
        envelopes,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (isStreamVersionRace(error)) {
        const actual = await this.currentVersion(this.pool, streamId);
        throw new VersionConflictError(streamId, expectedAsReported(options.expectedVersion), actual);
      }
      throw error;
    } finally {
      client.release();
    }
  }

  private async insertEvent(
    client: PoolClient,
    streamId: string,
    streamVersion: number,
    event: NewEvent,
    context: CommandContext,
    recordedAt: string,
  ): Promise<EventEnvelope> {
    const metadata = {
      correlationId: context.correlationId,
      causationId: context.causationId ?? null,
      actorId: context.actorId ?? null,
      recordedAt,
    };
    const { rows } = await client.query<{ position: string; event_id: string }>(
      `INSERT INTO es_events (event_id, stream_id, stream_version, type, schema_version, data, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING position, event_id`,
      [randomUUID(), streamId, streamVersion, event.type, event.schemaVersion ?? 1, event.data, metadata],
    );
    const row = rows[0]!;
    await client.query('INSERT INTO es_outbox (position, topic) VALUES ($1, $2)', [row.position, topicForEventType(event.type)]);
    return {
      id: row.event_id,
      source: this.source,
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      streamId,
      streamVersion,
      position: Number(row.position),
      data: event.data,
      metadata,
    };
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

const assertExpectedVersion = (streamId: string, expected: ExpectedVersion, current: number): void => {
  if (expected === 'any') return;
  const wanted = expected === 'no_stream' ? 0 : expected;
  if (wanted !== current) throw new VersionConflictError(streamId, expected, current);
};

const isStreamVersionRace = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === UNIQUE_VIOLATION &&
  (error as { constraint?: string }).constraint === 'es_events_stream_version_unique';
