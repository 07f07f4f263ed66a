import { ensureTestDatabase, eventually, testEnv, uniqueId } from '@portal/test-kit';
import { ConfigResourceTypes, type Consumer, type Kafka } from 'kafkajs';
import { Pool } from 'pg';
import { createKafka } from '../kafka/kafka-client';
import { migrate } from '../pg/migrations';
import { PgEventStore } from '../pg/event-store';
import { OutboxRelay, type PublicEventMapper } from './outbox-relay';
import { publicTopic } from './public-topic';

const context = { correlationId: 'public-relay-test' };
const RETENTION_MS = 3 * 24 * 60 * 60 * 1000;

describe('OutboxRelay public messages (real PostgreSQL and Kafka)', () => {
  let pool: Pool;
  let kafka: Kafka;
  let relay: OutboxRelay;
  let consumer: Consumer | undefined;
  const prefix = uniqueId('kp');
  const publicTopicName = `${prefix}.public`;
  const mapped: string[] = [];

  /** `happened` events get a public message keyed by their data's `group`, carrying how many events the stream had by then. */
  const mapper: PublicEventMapper = async (envelope, store) => {
    mapped.push(envelope.id);
    if (!envelope.type.endsWith('.happened')) return null;
    const { rows } = await store.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1', [envelope.streamId]);
    const data = envelope.data as { group: string; round: number };
    return {
      topic: publicTopicName,
      key: data.group,
      value: JSON.stringify({ id: envelope.id, round: data.round, seen: rows[0]!.n }),
      headers: { 'content-type': 'application/json' },
    };
  };

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_kit_public_relay') });
    await migrate(pool);
    kafka = createKafka({ clientId: 'public-relay-test', brokers: testEnv.kafkaBrokers });
    relay = new OutboxRelay({
      pool,
      kafka,
      source: `kit-${prefix}`,
      pollIntervalMs: 100,
      publicEvents: mapper,
      publicTopics: [publicTopic(publicTopicName, RETENTION_MS)],
    });
    relay.start();
  });

  afterAll(async () => {
    await consumer?.disconnect();
    await relay.stop();
    await pool.end();
  });

  it('creates its public topics with their retention as it starts, before anything is published to them', async () => {
    const admin = kafka.admin();
    await admin.connect();
    try {
      const retention = await eventually(async () => {
        if (!(await admin.listTopics()).includes(publicTopicName)) return null;
        const described = await admin.describeConfigs({
          resources: [{ type: ConfigResourceTypes.TOPIC, name: publicTopicName, configNames: ['retention.ms'] }],
          includeSynonyms: false,
        });
        return described.resources[0]?.configEntries.find((e) => e.configName === 'retention.ms')?.configValue ?? null;
      }, 30000);
      expect(Number(retention)).toBe(RETENTION_MS);
      const offsets = await admin.fetchTopicOffsets(publicTopicName);
      expect(offsets.every((o) => o.high === '0')).toBe(true);
    } finally {
      await admin.disconnect();
    }
  });

  it('publishes the mapped messages in event order, keyed as mapped, and nothing for events mapped to null', async () => {
    const store = new PgEventStore(pool, `kit-${prefix}`);
    const stream = uniqueId('s-');
    for (let round = 0; round < 4; round += 1) {
      const type = round === 2 ? `${prefix}.thing.skipped` : `${prefix}.thing.happened`;
      await store.appendToStream(stream, [{ type, data: { group: 'g1', round } }], {
        expectedVersion: round === 0 ? 'no_stream' : round,
        context,
      });
    }
    await eventually(
      async () =>
        (await pool.query('SELECT 1 FROM es_outbox WHERE published_at IS NULL AND topic LIKE $1', [`${prefix}.%`])).rowCount === 0,
      30000,
    );
    const received: { key: string; value: { round: number; seen: number }; contentType: string }[] = [];
    consumer = kafka.consumer({ groupId: uniqueId('public-relay-test-') });
    await consumer.connect();
    await consumer.subscribe({ topic: publicTopicName, fromBeginning: true });
    await consumer.run({
      eachMessage: ({ message }) => {
        received.push({
          key: message.key!.toString(),
          value: JSON.parse(message.value!.toString()) as { round: number; seen: number },
          contentType: String(message.headers?.['content-type'] ?? ''),
        });
        return Promise.resolve();
      },
    });
    await eventually(() => Promise.resolve(received.length >= 3), 30000);
    expect(received.map((m) => m.value.round)).toEqual([0, 1, 3]);
    expect(received.every((m) => m.key === 'g1' && m.contentType === 'application/json')).toBe(true);
    // The mapper read the store: the stream's events were all committed before the relay saw them.
    expect(received.map((m) => m.value.seen).every((n) => n >= 1)).toBe(true);
    expect(mapped.length).toBeGreaterThanOrEqual(4);
  });
});
