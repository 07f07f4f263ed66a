import { testEnv } from '@portal/test-kit';
import mongoose from 'mongoose';
import { Pool } from 'pg';
import { READ_MODEL_COLLECTIONS } from '../core/read-models';
import { liveAndRebuilt } from './read-models-at-one-position';

/**
 * Live read models against a rebuild at ONE event position: the live snapshot is taken when the
 * projection has consumed everything the stores had committed (the heads did not move meanwhile),
 * and the rebuild replays exactly up to those heads, so writes that land later (a sandbox build, a
 * mail outbox) change neither side of the comparison.
 */
describe('projections:rebuild', () => {
  let mongo: mongoose.Connection;
  const pg = new Pool({ connectionString: testEnv.postgresUrl('portal_projection'), max: 1 });

  beforeAll(async () => {
    mongo = await mongoose.createConnection(testEnv.mongoUrl).asPromise();
  });
  afterAll(async () => {
    await mongo.close();
    await pg.end();
  });

  it('reproduces the live read models and read tables exactly from the event stores', async () => {
    const { live, rebuilt, events } = await liveAndRebuilt(mongo, pg);
    expect(live.documents.developers?.length).toBeGreaterThan(0);
    expect(live.tables.developers?.rows).toBe(live.documents.developers?.length);
    expect(events).toBeGreaterThanOrEqual(live.documents.developers!.length);
    for (const name of READ_MODEL_COLLECTIONS) expect({ [name]: rebuilt.documents[name] }).toEqual({ [name]: live.documents[name] });
    expect(rebuilt.tables).toEqual(live.tables);
  });
});
