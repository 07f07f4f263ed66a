import { internalPost, testEnv } from '@portal/test-kit';
import mongoose from 'mongoose';
import { READ_MODEL_COLLECTIONS } from '../core/read-models';

/** Runs alone (chaos project): nothing else writes while the two snapshots are taken. */
describe('projections:rebuild', () => {
  let mongo: mongoose.Connection;

  beforeAll(async () => {
    mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
  });
  afterAll(() => mongo.close());

  const snapshot = async (): Promise<Record<string, unknown[]>> => {
    const all: Record<string, unknown[]> = {};
    for (const name of READ_MODEL_COLLECTIONS) {
      all[name] = (await mongo.collection(name).find({}).sort({ _id: 1 }).toArray()).map((doc) => JSON.parse(JSON.stringify(doc)));
    }
    return all;
  };

  it('reproduces the live read models exactly from the event stores', async () => {
    const live = await snapshot();
    expect(live.developers?.length).toBeGreaterThan(0);
    const result = await internalPost<{ events: number }>(testEnv.projectionUrl, '/rebuild');
    expect(result.events).toBeGreaterThanOrEqual(live.developers!.length);
    const rebuilt = await snapshot();
    for (const name of READ_MODEL_COLLECTIONS) expect({ [name]: rebuilt[name] }).toEqual({ [name]: live[name] });
  });
});
