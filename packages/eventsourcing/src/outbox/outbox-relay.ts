import type { Pool, PoolClient } from 'pg';
import { Partitioners, type Kafka, type Producer } from 'kafkajs';
import { OUTBOX_CHANNEL } from '../pg/event-store';
import { traceCarrierOf, type EventEnvelope } from '../envelope';
import { envelopeFromRow, type EventRow } from '../pg/event-row';
import { ensureTopics, type TopicSpec } from '../kafka/ensure-topics';

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
  /**
   * The public topics `publicEvents` produces to, created (with their configuration) as soon as the relay
   * leads, before anything is published: a consumer may subscribe before the first message exists.
   */
  publicTopics?: readonly TopicSpec[];
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
  /** A commit announced itself since the last read began: read again instead of sleeping. */
  private notified = false;
  private leaderClient: PoolClient | null = null;
  private producer: Producer | null = null;
  private loop: Promise<void> | null = null;
  private failures = 0;
  private readonly knownTopics = new Set<string>();
  private publicTopicsReady = false;
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
        await this.ensurePublicTopics();
        // It returns once a read found nothing left, unless a commit announced itself since.
        await this.publishPending();
        this.failures = 0;
        if (!this.notified) await this.sleep(this.options.pollIntervalMs ?? 1000);
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
    client.on('notification', () => {
      // Also when no sleep is under way (a read is): that read may have missed the new commit.
      this.notified = true;
      this.wake?.();
    });
    client.on('error', () => {
      // The lock dies with the connection; drop it so the next round takes leadership again.
      this.leaderClient = null;
    });
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.leaderClient = client;
    return true;
  }

  /**
   * Publishes every pending row, round after round, until none is left. Each round's rows are read
   * (in the same statement that marks the previous round published) while the round before them is
   * on its way to Kafka, so a backlog costs one Kafka request chain per round and no idle database
   * round trips. Rows are marked only after Kafka acknowledged them; the read skips rows already
   * sent or being marked (its snapshot still sees them pending).
   */
  private async publishPending(): Promise<number> {
    let published = 0;
    this.notified = false;
    let rows = await this.markAndRead([], []);
    while (rows.length > 0) {
      let acked: PendingRow[] = [];
      while (rows.length > 0) {
        this.notified = false;
        const [, next] = await Promise.all([this.send(rows), this.markAndRead(acked, [...acked, ...rows])]);
        this.lastPublishedPosition = Math.max(this.lastPublishedPosition, Number(rows.at(-1)!.position));
        published += rows.length;
        acked = rows;
        rows = this.running ? next : [];
      }
      // The last round's marks, with one more read: whatever committed meanwhile goes out at once.
      this.notified = false;
      rows = await this.markAndRead(acked, acked, this.running ? undefined : 0);
    }
    return published;
  }

  /**
   * One statement: marks `acked` published (and counts them in the progress row), then reads the
   * next pending rows in position order, leaving out `skip` (this snapshot still sees them pending).
   * `NOT IN (SELECT unnest(…))` is a hashed subplan; `<> ALL($5)` compared each row with every skipped
   * position (2,000 rows × 4,000 positions took 290 ms a round, and was the relay's ceiling).
   */
  private async markAndRead(acked: readonly PendingRow[], skip: readonly PendingRow[], limit?: number): Promise<PendingRow[]> {
    const positions = acked.map((r) => r.position);
    const last = acked.length > 0 ? Number(acked.at(-1)!.position) : 0;
    const { rows } = await this.options.pool.query<PendingRow>(
      `WITH marked AS (
         UPDATE es_outbox SET published_at = now() WHERE position = ANY($2::bigint[])
       ), counted AS (
         INSERT INTO es_relay_progress (relay, last_position, published_total, updated_at)
         SELECT $1, $3::bigint, $4::int, now() WHERE $4::int > 0
         ON CONFLICT (relay) DO UPDATE SET last_position = GREATEST(es_relay_progress.last_position, $3::bigint),
           published_total = es_relay_progress.published_total + $4::int, updated_at = now()
       )
       SELECT o.position, o.topic, e.event_id, e.stream_id, e.stream_version, e.type, e.schema_version, e.data, e.metadata
         FROM es_outbox o JOIN es_events e ON e.position = o.position
        WHERE o.published_at IS NULL AND o.position NOT IN (SELECT unnest($5::bigint[]))
        ORDER BY o.position
        LIMIT $6`,
      [this.options.source, positions, last, acked.length, skip.map((r) => r.position), limit ?? this.options.batchSize ?? DEFAULT_BATCH],
    );
    return rows;
  }

  /** Sends `rows` (and their public messages) in position order; resolves once Kafka acknowledged all. */
  private async send(rows: readonly PendingRow[]): Promise<void> {
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
      // traceparent/tracestate from the event's metadata: consumers continue the appending request's trace.
      const headers = { 'event-type': row.type, source: this.options.source, 'event-id': row.event_id, ...traceCarrierOf(row.metadata) };
      add(row.topic, { key: row.stream_id, value: JSON.stringify(envelope), headers });
      // In position order with the event itself: Kafka gets both, or neither is marked published.
      const extra = this.options.publicEvents ? await this.options.publicEvents(envelope, this.options.pool) : null;
      // The public message continues the same trace (W3C headers), whatever else its mapper sets.
      if (extra) add(extra.topic, { key: extra.key, value: extra.value, headers: { ...traceCarrierOf(row.metadata), ...extra.headers } });
    }
    await this.ensureTopicsOf([...new Set(chunks.flatMap((chunk) => [...chunk.keys()]))]);
    const producer = await this.connectedProducer();
    for (const chunk of chunks) {
      await producer.sendBatch({ acks: -1, topicMessages: [...chunk.entries()].map(([topic, messages]) => ({ topic, messages })) });
    }
  }

  private async ensurePublicTopics(): Promise<void> {
    const specs = this.options.publicTopics ?? [];
    if (this.publicTopicsReady || specs.length === 0) return;
    await ensureTopics(this.options.kafka, specs, Number(process.env.KAFKA_TOPIC_PARTITIONS ?? 3));
    for (const spec of specs) this.knownTopics.add(spec.topic);
    this.publicTopicsReady = true;
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
