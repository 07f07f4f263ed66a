import { internalPost, testEnv } from '@portal/test-kit';
import mongoose from 'mongoose';
import { Pool } from 'pg';
import { READ_TABLES } from '../core/pg/read-tables';
import { READ_MODEL_COLLECTIONS } from '../core/read-models';

/** Runs alone (chaos project): nothing else writes while the two snapshots are taken. */
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

  const snapshot = async (): Promise<Record<string, unknown[]>> => {
    const all: Record<string, unknown[]> = {};
    for (const name of READ_MODEL_COLLECTIONS) {
      all[name] = (await mongo.collection(name).find({}).sort({ _id: 1 }).toArray()).map((doc) => JSON.parse(JSON.stringify(doc)));
    }
    return all;
  };

  /** Each read table's row count and a hash of every row, generated columns included, in id order. */
  const tableHashes = async (): Promise<Record<string, { rows: number; hash: string | null }>> => {
    const all: Record<string, { rows: number; hash: string | null }> = {};
    for (const { name } of READ_TABLES) {
      const { rows } = await pg.query<{ rows: number; hash: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t.id)) AS hash FROM ${name} t`,
      );
      all[name] = rows[0]!;
    }
    const counts = await pg.query<{ key: string; n: string }>('SELECT key, n FROM list_counts ORDER BY key');
    all.list_counts = { rows: counts.rowCount ?? 0, hash: JSON.stringify(counts.rows) };
    return all;
  };

  it('reproduces the live read models and read tables exactly from the event stores', async () => {
    const live = await snapshot();
    const liveTables = await tableHashes();
    expect(live.developers?.length).toBeGreaterThan(0);
    expect(liveTables.developers?.rows).toBe(live.developers?.length);
    const result = await internalPost<{ events: number }>(testEnv.projectionUrl, '/rebuild');
    expect(result.events).toBeGreaterThanOrEqual(live.developers!.length);
    const rebuilt = await snapshot();
    for (const name of READ_MODEL_COLLECTIONS) expect({ [name]: rebuilt[name] }).toEqual({ [name]: live[name] });
    expect(await tableHashes()).toEqual(liveTables);
  });
});
