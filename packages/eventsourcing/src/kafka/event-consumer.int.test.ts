import { eventually, testEnv, uniqueId } from '@portal/test-kit';
import type { Consumer, Kafka, Producer } from 'kafkajs';
import type { EventEnvelope } from '../envelope';
import { createKafka } from './kafka-client';
import { ensureTopics } from './ensure-topics';
import { EventConsumer } from './event-consumer';

const envelope = (streamId: string, streamVersion: number, type: string): EventEnvelope => ({
  id: uniqueId('e'),
  source: 'kit',
  type,
  schemaVersion: 1,
  streamId,
  streamVersion,
  position: streamVersion,
  data: {},
  metadata: { correlationId: 'c', causationId: null, actorId: null, recordedAt: new Date().toISOString() },
});

describe('EventConsumer (real Kafka)', () => {
  let kafka: Kafka;
  let producer: Producer;
  let dlqReader: Consumer | null = null;
  let consumer: EventConsumer | null = null;

  beforeAll(async () => {
    kafka = createKafka({ clientId: 'consumer-test', brokers: testEnv.kafkaBrokers });
    producer = kafka.producer();
    await producer.connect();
  });
  afterAll(async () => {
    await consumer?.stop();
    await dlqReader?.disconnect();
    await producer.disconnect();
  });

  it('retries a failing event, dead-letters it with the error, and goes on with the next', async () => {
    const topic = `${uniqueId('kc')}.thing`;
    const groupId = uniqueId('group-');
    await ensureTopics(kafka, [{ topic, numPartitions: 1 }], 1);
    const attempts = new Map<string, number>();
    const handled: string[] = [];
    consumer = new EventConsumer({
      kafka,
      groupId,
      topics: [topic],
      maxAttempts: 3,
      retryBaseMs: 10,
      handle: async (event) => {
        attempts.set(event.id, (attempts.get(event.id) ?? 0) + 1);
        if (event.type.endsWith('poison')) throw new Error('cannot handle this one');
        handled.push(event.id);
      },
    });
    await consumer.start();
    const poison = envelope('s1', 1, 'kc.thing.poison');
    const healthy = envelope('s1', 2, 'kc.thing.fine');
    await producer.send({ topic, messages: [poison, healthy].map((e) => ({ key: e.streamId, value: JSON.stringify(e) })) });

    await eventually(async () => handled.includes(healthy.id), 60000);
    expect(attempts.get(poison.id)).toBe(3);

    const deadLetters: { value: string; headers: Record<string, string> }[] = [];
    dlqReader = kafka.consumer({ groupId: uniqueId('dlq-reader-') });
    await dlqReader.connect();
    await dlqReader.subscribe({ topic: consumer.deadLetterTopic, fromBeginning: true });
    await dlqReader.run({
      eachMessage: async ({ message }) => {
        deadLetters.push({
          value: message.value!.toString(),
          headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)])),
        });
      },
    });
    const letter = await eventually(async () => deadLetters.find((d) => d.value.includes(poison.id)), 60000);
    expect(letter.headers['dlq-error']).toContain('cannot handle this one');
    expect(letter.headers['dlq-original-topic']).toBe(topic);
    expect(letter.headers['dlq-consumer-group']).toBe(groupId);
  });

  it('skips what a rebuild already replayed: never backwards, committed, and the next message still arrives', async () => {
    const topic = `${uniqueId('kc')}.thing`;
    await ensureTopics(kafka, [{ topic, numPartitions: 1 }], 1);
    const handled: number[] = [];
    const skipper = new EventConsumer({
      kafka,
      groupId: uniqueId('group-'),
      topics: [topic],
      handle: async (event) => {
        handled.push(event.streamVersion);
      },
    });
    const send = (versions: number[]) =>
      producer.send({
        topic,
        messages: versions.map((v) => envelope('s1', v, 'kc.thing.fine')).map((e) => ({ key: e.streamId, value: JSON.stringify(e) })),
      });
    try {
      await skipper.start();
      await send([1, 2]);
      await eventually(async () => handled.length === 2, 60000);
      await skipper.pause();
      await send([3, 4, 5]);
      const ends = await skipper.endOffsets();
      expect(ends).toEqual([{ topic, partition: 0, offset: '5' }]);
      // 3, or 5 when the consumer had not committed its last batch yet.
      expect(await skipper.skipTo(ends)).toBeGreaterThanOrEqual(3);
      // Asked again, it is already there: nothing moves backwards or twice.
      expect(await skipper.skipTo([{ topic, partition: 0, offset: '1' }])).toBe(0);
      await skipper.resume();
      await send([6]);
      await eventually(async () => handled.includes(6), 60000);
      expect(handled).toEqual([1, 2, 6]);
    } finally {
      await skipper.stop();
    }
  });

  it('handles several keys of one partition at once, each key in order, and commits only what is handled', async () => {
    const topic = `${uniqueId('kc')}.thing`;
    const groupId = uniqueId('group-');
    await ensureTopics(kafka, [{ topic, numPartitions: 1 }], 1);
    const seen = new Map<string, number[]>();
    let running = 0;
    let mostAtOnce = 0;
    const keyed = new EventConsumer({
      kafka,
      groupId,
      topics: [topic],
      keysConcurrently: 4,
      handle: async (event) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 8));
        seen.set(event.streamId, [...(seen.get(event.streamId) ?? []), event.streamVersion]);
        running -= 1;
      },
    });
    const streams = ['k1', 'k2', 'k3', 'k4', 'k5'];
    try {
      await keyed.start();
      await producer.send({
        topic,
        messages: Array.from({ length: 20 }, (_, i) => i + 1).flatMap((version) =>
          streams.map((s) => envelope(s, version, 'kc.thing.fine')).map((e) => ({ key: e.streamId, value: JSON.stringify(e) })),
        ),
      });
      await eventually(async () => streams.every((s) => seen.get(s)?.length === 20), 60000);
      for (const s of streams) expect(seen.get(s)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(mostAtOnce).toBeGreaterThan(1);
      expect(mostAtOnce).toBeLessThanOrEqual(4);
      const admin = kafka.admin();
      await admin.connect();
      try {
        await eventually(async () => (await admin.fetchOffsets({ groupId, topics: [topic] }))[0]?.partitions[0]?.offset === '100', 30000);
      } finally {
        await admin.disconnect();
      }
    } finally {
      await keyed.stop();
    }
  });
});
