import type { Pool, PoolClient } from 'pg';
import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import { OUTBOX_CHANNEL } from '../pg/event-store';
import type { EventEnvelope } from '../envelope';
import { envelopeFromRow, type EventRow } from '../pg/event-row';
import { ensureTopics } from '../kafka/ensure-topics';

/** A message for another topic (a public contract), derived from one relayed event. */
export interface PublicMessage {
  topic: string;
  key: string;
  value: string;
  headers?: Record<string, string>;
}

/**
 * A service's mapping from its events to public messages (null: none for this event). Called by the
 * relay only, never on a request path; `pool` reads the event store (e.g. an earlier event of the stream).
 */
export type PublicEventMapper = (envelope: EventEnvelope, pool: Pool) => Promise<PublicMessage | null> | PublicMessage | null;

export interface OutboxRelayOptions {
  pool: Pool;
  kafka: Kafka;
  source: string;
  batchSize?: number;
  pollIntervalMs?: number;
  /** Public messages produced in the same ordered batch as the events they come from. */
  publicEvents?: PublicEventMapper;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/** Events per round: large enough that a backlog goes out in few sends, small enough to hold in memory (~2 MB). */
const DEFAULT_BATCH = 2000;

/** Below the broker's default message.max.bytes (1 MiB) with room for the request's own framing. */
const MAX_REQUEST_BYTES = 768 * 1024;

interface RelayMessage {
  key: string;
  value: string;
  headers: Record<string, string>;
}

interface PendingRow extends EventRow {
  topic: string;
}

/** Relays started in this process, for the metrics endpoint (`liveOutboxRelays`). */
const LIVE_RELAYS = new Set<OutboxRelay>();
export const liveOutboxRelays = (): readonly OutboxRelay[] => [...LIVE_RELAYS];

/** Where the event store's head and the relay's progress stand (positions), for lag metrics. */
export interface OutboxProgress {
  /** Highest committed position in `es_events` (0 when empty). */
  head: number;
  /** Highest position relayed, by any replica (its progress row) or by this one. */
  relayed: number;
}

/**
 * Publishes committed events to Kafka in position order; the only path from the event store to Kafka.
 *
 * It reads "every outbox row not yet published" rather than "everything after the last position":
 * a transaction that took a lower position but committed later is still pending and gets sent on the
 * next round, so nothing is skipped (the late-commit gap). Per-stream order still holds, because a
 * stream's next version cannot commit before the previous one is visible.
 *
 * One relay per service database publishes at a time (a session advisory lock); the others wait.
 */
export class OutboxRelay {
  private running = false;
  private wake: (() => void) | null = null;
  private leaderClient: PoolClient | null = null;
  private producer: Producer | null = null;
  private loop: Promise<void> | null = null;
  private failures = 0;
  private readonly knownTopics = new Set<string>();
  /** Highest position this relay has seen Kafka acknowledge, exposed for health and tests. */
  lastPublishedPosition = 0;

  constructor(private readonly options: OutboxRelayOptions) {}

  get source(): string {
    return this.options.source;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    LIVE_RELAYS.add(this);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    LIVE_RELAYS.delete(this);
    this.wake?.();
    await this.loop;
    await this.producer?.disconnect().catch(() => undefined);
    this.producer = null;
    if (this.leaderClient) {
      await this.leaderClient.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      this.leaderClient.release();
      this.leaderClient = null;
    }
  }

  /**
   * One statement, two primary-key lookups (the last position and this relay's progress row), read
   * by any replica, leader or not: `head - relayed` is the relay's lag in positions.
   */
  async progress(): Promise<OutboxProgress> {
    const { rows } = await this.options.pool.query<{ head: string | null; relayed: string | null }>(
      `SELECT (SELECT max(position) FROM es_events) AS head,
              (SELECT last_position FROM es_relay_progress WHERE relay = $1) AS relayed`,
      [this.options.source],
    );
    return {
      head: Number(rows[0]?.head ?? 0),
      relayed: Math.max(Number(rows[0]?.relayed ?? 0), this.lastPublishedPosition),
    };
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (!(await this.holdLeadership())) {
          await this.sleep(2000);
          continue;
        }
        const published = await this.publishBatch();
        this.failures = 0;
        if (published === 0) await this.sleep(this.options.pollIntervalMs ?? 1000);
      } catch (error) {
        this.failures += 1;
        const backoff = Math.min(5000, 100 * 2 ** Math.min(this.failures, 6));
        this.options.log?.('warn', `outbox relay: publishing failed, retrying in ${backoff} ms: ${String(error)}`);
        await this.resetProducer();
        await this.sleep(backoff);
      }
    }
  }

  private async holdLeadership(): Promise<boolean> {
    if (this.leaderClient) return true;
    const client = await this.options.pool.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
      `outbox-relay:${this.options.source}`,
    ]);
    if (!rows[0]?.locked) {
      client.release();
      return false;
    }
    client.on('notification', () => this.wake?.());
    client.on('error', () => {
      // The lock dies with the connection; drop it so the next round takes leadership again.
      this.leaderClient = null;
    });
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.leaderClient = client;
    return true;
  }

  private async publishBatch(): Promise<number> {
    const { rows } = await this.options.pool.query<PendingRow>(
      `SELECT o.position, o.topic, e.event_id, e.stream_id, e.stream_version, e.type, e.schema_version, e.data, e.metadata
         FROM es_outbox o JOIN es_events e ON e.position = o.position
        WHERE o.published_at IS NULL
        ORDER BY o.position
        LIMIT $1`,
      [this.options.batchSize ?? DEFAULT_BATCH],
    );
    if (rows.length === 0) return 0;
    // Requests of at most MAX_REQUEST_BYTES, sent one after the other in position order: a batch of
    // large events must never exceed the broker's message size and stall the relay.
    const chunks: Map<string, RelayMessage[]>[] = [new Map()];
    let chunkBytes = 0;
    const add = (topic: string, message: RelayMessage) => {
      const size = message.key.length + message.value.length + 64;
      if (chunkBytes > 0 && chunkBytes + size > MAX_REQUEST_BYTES) {
        chunks.push(new Map());
        chunkBytes = 0;
      }
      chunkBytes += size;
      const chunk = chunks.at(-1)!;
      const messages = chunk.get(topic);
      if (messages) messages.push(message);
      else chunk.set(topic, [message]);
    };
    for (const row of rows) {
      const envelope = envelopeFromRow(row, this.options.source);
      const headers = { 'event-type': row.type, source: this.options.source, 'event-id': row.event_id };
      add(row.topic, { key: row.stream_id, value: JSON.stringify(envelope), headers });
      // In position order with the event itself: Kafka gets both, or neither is marked published.
      const extra = this.options.publicEvents ? await this.options.publicEvents(envelope, this.options.pool) : null;
      if (extra) add(extra.topic, { key: extra.key, value: extra.value, headers: extra.headers ?? {} });
    }
    await this.ensureTopicsOf([...new Set(chunks.flatMap((chunk) => [...chunk.keys()]))]);
    const producer = await this.connectedProducer();
    for (const chunk of chunks) {
      await producer.sendBatch({ acks: -1, topicMessages: [...chunk.entries()].map(([topic, messages]) => ({ topic, messages })) });
    }
    const positions = rows.map((r) => r.position);
    const last = Number(positions.at(-1));
    // Marked published and progress counted in one statement (one round trip, one commit).
    await this.options.pool.query(
      `WITH marked AS (UPDATE es_outbox SET published_at = now() WHERE position = ANY($4::bigint[]))
       INSERT INTO es_relay_progress (relay, last_position, published_total, updated_at)
       VALUES ($1, $2, $3, now())
       ON CONFLICT (relay) DO UPDATE SET last_position = GREATEST(es_relay_progress.last_position, $2),
         published_total = es_relay_progress.published_total + $3, updated_at = now()`,
      [this.options.source, last, rows.length, positions],
    );
    this.lastPublishedPosition = Math.max(this.lastPublishedPosition, last);
    return rows.length;
  }

  /** Auto-creation is off, so the relay creates a topic the first time it has something for it. */
  private async ensureTopicsOf(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.knownTopics.has(t));
    if (missing.length === 0) return;
    await ensureTopics(
      this.options.kafka,
      missing.map((topic) => ({ topic })),
      Number(process.env.KAFKA_TOPIC_PARTITIONS ?? 3),
    );
    for (const topic of missing) this.knownTopics.add(topic);
  }

  private async connectedProducer(): Promise<Producer> {
    if (this.producer) return this.producer;
    // Idempotent with one request in flight: retries never duplicate or reorder within a partition.
    const producer = this.options.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await producer.connect();
    this.producer = producer;
    return producer;
  }

  private async resetProducer(): Promise<void> {
    const producer = this.producer;
    this.producer = null;
    await producer?.disconnect().catch(() => undefined);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
