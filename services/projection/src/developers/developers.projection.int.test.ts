import type { EventEnvelope } from '@portal/eventsourcing';
import { createKafka } from '@portal/eventsourcing';
import { ApiSession, eventually, internalGet, STRONG_PASSWORD, testEnv, uniqueEmail } from '@portal/test-kit';
import mongoose from 'mongoose';

describe('developers projection (real Kafka and MongoDB protocol store)', () => {
  let mongo: mongoose.Connection;

  beforeAll(async () => {
    mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
  });
  afterAll(() => mongo.close());

  it('ignores a duplicated Kafka message', async () => {
    const session = new ApiSession();
    const signUp = await session.signUp(uniqueEmail('dupmsg'), STRONG_PASSWORD);
    const id = signUp.body.user.id;
    const developers = mongo.collection('developers');
    const before = await developers.findOne({ _id: id as never });
    expect(before?._rev).toBe(1);

    const position = Number(signUp.headers.get('x-portal-position')!.split(':')[1]);
    const [signedUp] = await internalGet<EventEnvelope[]>(testEnv.identityUrl, `/events?after=${position - 1}&limit=1`);
    const producer = createKafka({ clientId: 'dup-test', brokers: testEnv.kafkaBrokers }).producer();
    await producer.connect();
    try {
      // The same event twice more, then a new one on the same key (same partition, so handled after them).
      for (let i = 0; i < 2; i += 1) {
        await producer.send({ topic: 'identity.developer', messages: [{ key: signedUp!.streamId, value: JSON.stringify(signedUp) }] });
      }
      expect((await session.post('/api/v1/email_confirmations/resend')).status).toBe(202);
      await eventually(async () => (await developers.findOne({ _id: id as never }))?._rev === 2, 30000);
      await producer.send({ topic: 'identity.developer', messages: [{ key: signedUp!.streamId, value: JSON.stringify(signedUp) }] });
      expect((await session.post('/api/v1/email_confirmations/resend')).status).toBe(202);
      await eventually(async () => (await developers.findOne({ _id: id as never }))?._rev === 3, 30000);
    } finally {
      await producer.disconnect();
    }
    const after = await developers.findOne({ _id: id as never });
    expect({ ...after, _rev: 1 }).toEqual(before);
    expect(await developers.countDocuments({ _id: id as never })).toBe(1);
  });
});
