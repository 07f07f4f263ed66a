import { internalPost, testEnv } from '@portal/test-kit';
import mongoose from 'mongoose';

/** Runs alone (chaos project): nothing else writes while the two snapshots are taken. */
describe('projections:rebuild', () => {
  let mongo: mongoose.Connection;

  beforeAll(async () => {
    mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
  });
  afterAll(() => mongo.close());

  const snapshot = async (): Promise<unknown[]> =>
    (await mongo.collection('developers').find({}).sort({ _id: 1 }).toArray()).map((doc) => JSON.parse(JSON.stringify(doc)));

  it('reproduces the live read models exactly from the event stores', async () => {
    const live = await snapshot();
    expect(live.length).toBeGreaterThan(0);
    const result = await internalPost<{ events: number }>(testEnv.projectionUrl, '/rebuild');
    expect(result.events).toBeGreaterThanOrEqual(live.length);
    expect(await snapshot()).toEqual(live);
  });
});
