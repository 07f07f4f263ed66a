import { randomUUID } from 'node:crypto';
import { ensureTestDatabase, eventually, testEnv, uniqueId } from '@portal/test-kit';
import type { Consumer, Kafka } from 'kafkajs';
import { Pool } from 'pg';
import type { EventEnvelope } from '../envelope';
import { createKafka } from '../kafka/kafka-client';
import { migrate } from '../pg/migrations';
import { PgEventStore } from '../pg/event-store';
import { OutboxRelay } from './outbox-relay';

const context = { correlationId: 'relay-test' };

describe('OutboxRelay (real PostgreSQL and Kafka)', () => {
  let pool: Pool;
  let kafka: Kafka;
  let relay: OutboxRelay;
  let consumer: Consumer;
  const prefix = uniqueId('kr');
  const topic = `${prefix}.thing`;
  const received: EventEnvelope[] = [];

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_kit_relay') });
    await migrate(pool);
    kafka = createKafka({ clientId: 'relay-test', brokers: testEnv.kafkaBrokers });
    relay = new OutboxRelay({ pool, kafka, source: `kit-${prefix}`, pollIntervalMs: 100 });
    relay.start();
  });

  afterAll(async () => {
    await consumer?.disconnect();
    await relay.stop();
    await pool.end();
  });

  const startConsumer = async (): Promise<void> => {
    if (consumer) return;
    consumer = kafka.consumer({ groupId: uniqueId('relay-test-') });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const envelope = JSON.parse(message.value!.toString()) as EventEnvelope;
        expect(message.key?.toString()).toBe(envelope.streamId);
        received.push(envelope);
      },
    });
  };

  it('publishes committed events once each, in stream order, keyed by stream', async () => {
    const store = new PgEventStore(pool, `kit-${prefix}`);
    const streams = [uniqueId('a-'), uniqueId('b-'), uniqueId('c-')];
    for (let round = 0; round < 5; round += 1) {
      for (const stream of streams) {
        await store.appendToStream(stream, [{ type: `${prefix}.thing.happened`, data: { round } }], {
          expectedVersion: round === 0 ? 'no_stream' : round,
          context,
        });
      }
    }
    await eventually(
      async () => (await pool.query('SELECT 1 FROM es_outbox WHERE published_at IS NULL AND topic = $1', [topic])).rowCount === 0,
      30000,
    );
    await startConsumer();
    await eventually(async () => received.length >= 15, 30000);
    for (const stream of streams) {
      const versions = received.filter((e) => e.streamId === stream).map((e) => e.streamVersion);
      expect(versions).toEqual([1, 2, 3, 4, 5]);
    }
    expect(new Set(received.map((e) => e.id)).size).toBe(received.length);
  });

  it('does not skip an event whose transaction commits after a later position was published', async () => {
    await startConsumer();
    const late = await pool.connect();
    const lateStream = uniqueId('late-');
    const earlyStream = uniqueId('early-');
    try {
      // The late transaction takes its position first but commits last.
      await late.query('BEGIN');
      const { rows } = await late.query<{ position: string }>(
        `INSERT INTO es_events (event_id, stream_id, stream_version, type, data, metadata)
         VALUES ($1, $2, 1, $3, '{}', $4) RETURNING position`,
        [
          randomUUID(),
          lateStream,
          `${prefix}.thing.happened`,
          { correlationId: 'late', causationId: null, actorId: null, recordedAt: new Date().toISOString() },
        ],
      );
      await late.query('INSERT INTO es_outbox (position, topic) VALUES ($1, $2)', [rows[0]!.position, topic]);

      const store = new PgEventStore(pool, `kit-${prefix}`);
      const early = await store.appendToStream(earlyStream, [{ type: `${prefix}.thing.happened`, data: {} }], {
        expectedVersion: 'no_stream',
        context,
      });
      expect(Number(rows[0]!.position)).toBeLessThan(early.lastPosition);
      await eventually(async () => received.some((e) => e.streamId === earlyStream), 30000);
      expect(received.some((e) => e.streamId === lateStream)).toBe(false);

      await late.query('COMMIT');
    } finally {
      late.release();
    }
    await eventually(async () => received.some((e) => e.streamId === lateStream), 30000);
  });

  it('publishes a backlog larger than one Kafka request in order (several requests, none over the broker limit)', async () => {
    await startConsumer();
    const store = new PgEventStore(pool, `kit-${prefix}`);
    const stream = uniqueId('big-');
    // 240 events of ~8 KB: about 2 MB, twice the broker's default maximum request.
    const padding = 'x'.repeat(8 * 1024);
    for (let i = 0; i < 240; i += 40) {
      const events = Array.from({ length: 40 }, (_, j) => ({ type: `${prefix}.thing.happened`, data: { n: i + j, padding } }));
      await store.appendToStream(stream, events, { expectedVersion: i === 0 ? 'no_stream' : i, context });
    }
    await eventually(async () => received.filter((e) => e.streamId === stream).length >= 240, 60000);
    expect(received.filter((e) => e.streamId === stream).map((e) => e.streamVersion)).toEqual(Array.from({ length: 240 }, (_, i) => i + 1));
  });
});
