import { testEnv } from '@portal/test-kit';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { Pool } from 'pg';
import { READ_TABLES } from '../core/pg/read-tables';
import { READ_MODEL_COLLECTIONS } from '../core/read-models';
import { SOURCES, type SourceName } from '../core/sources';
import { PROJECTION_GROUP } from '../core/transport';

type Heads = Record<SourceName, number>;

/** Each source's store position: the newest event it has committed. */
const storeHeads = async (): Promise<Heads> => {
  const heads = {} as Heads;
  for (const source of Object.keys(SOURCES) as SourceName[]) {
    const pool = new Pool({ connectionString: testEnv.postgresUrl(`portal_${source}`), max: 1 });
    try {
      heads[source] = Number((await pool.query<{ p: string | null }>('SELECT max(position) AS p FROM es_events')).rows[0]!.p ?? 0);
    } finally {
      await pool.end();
    }
  }
  return heads;
};

/** Messages on the projection's topics it has not consumed yet. */
const projectionLag = async (kafka: Kafka): Promise<number> => {
  const admin = kafka.admin();
  await admin.connect();
  try {
    let behind = 0;
    for (const { topic, partitions } of await admin.fetchOffsets({ groupId: PROJECTION_GROUP })) {
      const ends = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, Number(p.high)]));
      for (const p of partitions) behind += Math.max(0, (ends.get(p.partition) ?? 0) - Math.max(0, Number(p.offset)));
    }
    return behind;
  } finally {
    await admin.disconnect();
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  /** The live snapshot at store heads the projection has fully consumed; retried while writes keep landing. */
  const liveAtOnePosition = async () => {
    const kafka = new Kafka({ clientId: 'rebuild-chaos', brokers: testEnv.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
    for (let attempt = 0; attempt < 30; attempt++) {
      const heads = await storeHeads();
      // Outbox relays publish within a second or so; then the consumer catches up.
      for (let wait = 0; wait < 60 && (await projectionLag(kafka)) > 0; wait++) await sleep(500);
      await sleep(1500);
      if ((await projectionLag(kafka)) > 0) continue;
      const documents = await snapshot();
      const tables = await tableHashes();
      if (JSON.stringify(await storeHeads()) === JSON.stringify(heads)) return { heads, documents, tables };
    }
    throw new Error('the event stores never stood still long enough for a live snapshot at one position');
  };

  it('reproduces the live read models and read tables exactly from the event stores', async () => {
    const { heads, documents: live, tables: liveTables } = await liveAtOnePosition();
    expect(live.developers?.length).toBeGreaterThan(0);
    expect(liveTables.developers?.rows).toBe(live.developers?.length);
    const internal = { 'x-internal-token': testEnv.internalToken, 'content-type': 'application/json' };
    // Consumption stays paused until the rebuilt side is read: nothing after the heads reaches it.
    const response = await fetch(new URL('/rebuild', testEnv.projectionUrl), {
      method: 'POST',
      headers: internal,
      body: JSON.stringify({ until: heads, resume: false }),
    });
    try {
      expect(response.status).toBe(200);
      const result = (await response.json()) as { events: number };
      expect(result.events).toBeGreaterThanOrEqual(live.developers!.length);
      const rebuilt = await snapshot();
      const rebuiltTables = await tableHashes();
      for (const name of READ_MODEL_COLLECTIONS) expect({ [name]: rebuilt[name] }).toEqual({ [name]: live[name] });
      expect(rebuiltTables).toEqual(liveTables);
    } finally {
      await fetch(new URL('/consumption/resume', testEnv.projectionUrl), {
        method: 'POST',
        headers: { 'x-internal-token': testEnv.internalToken },
      });
    }
  });
});
