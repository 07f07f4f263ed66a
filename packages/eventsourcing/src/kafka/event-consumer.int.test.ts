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
});
