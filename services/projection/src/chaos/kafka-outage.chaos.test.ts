import { createKafka } from '@portal/eventsourcing';
import { ApiSession, eventually, infra, STRONG_PASSWORD, testEnv, uniqueId } from '@portal/test-kit';
import mongoose from 'mongoose';

const SIGN_UPS = 1000;
const CONCURRENCY = 16;
const RESENDS = 50;

const dlqEnd = async (): Promise<string> => {
  const admin = createKafka({ clientId: 'chaos-test', brokers: testEnv.kafkaBrokers }).admin();
  await admin.connect();
  try {
    const topics = await admin.listTopics();
    if (!topics.includes('dlq.projection')) return '0';
    const offsets = await admin.fetchTopicOffsets('dlq.projection');
    return offsets.map((o) => o.high).join(',');
  } finally {
    await admin.disconnect();
  }
};

describe('Kafka outage during a burst of sign-ups', () => {
  let mongo: mongoose.Connection;

  beforeAll(async () => {
    mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
  });
  afterAll(async () => {
    await infra('start', 'kafka');
    await mongo.close();
  });

  it('delivers every event to the read model exactly once and in stream order', async () => {
    const prefix = uniqueId('burst');
    const dlqBefore = await dlqEnd();
    const sessions: ApiSession[] = [];
    let next = 0;
    let kafkaStopped: Promise<void> | null = null;
    let kafkaStarted: Promise<void> | null = null;

    const worker = async (): Promise<void> => {
      while (next < SIGN_UPS) {
        const index = next++;
        // Kill Kafka a fifth of the way in, bring it back at three fifths.
        if (index === SIGN_UPS / 5) kafkaStopped = infra('stop', 'kafka');
        if (index === (SIGN_UPS * 3) / 5) kafkaStarted = (kafkaStopped ?? Promise.resolve()).then(() => infra('start', 'kafka'));
        const session = new ApiSession();
        const response = await session.signUp(`${prefix}-${index}@example.com`, STRONG_PASSWORD);
        if (response.status !== 201) throw new Error(`sign-up ${index} answered ${response.status}: ${JSON.stringify(response.body)}`);
        sessions.push(session);
        // Some streams get a second event while Kafka is down, to check order within a stream.
        if (index >= SIGN_UPS / 5 && index < SIGN_UPS / 5 + RESENDS) {
          const resend = await session.post('/api/v1/email_confirmations/resend');
          if (resend.status !== 202) throw new Error(`resend answered ${resend.status}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await kafkaStarted;

    const developers = mongo.collection('developers');
    const filter = { emailLower: { $regex: `^${prefix}-` } };
    await eventually(async () => (await developers.countDocuments(filter)) >= SIGN_UPS, 240_000, 1000);
    // Give duplicates a chance to show up before counting for the last time.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const docs = await developers.find(filter, { projection: { emailLower: 1, _rev: 1 } }).toArray();
    expect(docs).toHaveLength(SIGN_UPS);
    expect(new Set(docs.map((d) => d.emailLower)).size).toBe(SIGN_UPS);
    const withResend = new Set(Array.from({ length: RESENDS }, (_, i) => `${prefix}-${SIGN_UPS / 5 + i}@example.com`));
    for (const doc of docs) expect(doc._rev).toBe(withResend.has(String(doc.emailLower)) ? 2 : 1);
    expect(await dlqEnd()).toBe(dlqBefore);
  });
});
