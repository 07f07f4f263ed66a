import { createHash } from 'node:crypto';
import { testEnv } from '@portal/test-kit';
import { Kafka, logLevel } from 'kafkajs';
import type mongoose from 'mongoose';
import { Pool } from 'pg';
import { READ_TABLES } from '../core/pg/read-tables';
import { READ_MODEL_COLLECTIONS } from '../core/read-models';
import { SOURCES, type SourceName } from '../core/sources';
import { PROJECTION_GROUP } from '../core/transport';

/**
 * What the chaos tests share: when has everything settled (outbox relays and the projection have
 * caught up), and do the live read models equal a rebuild from the event stores at ONE position?
 */

export type Heads = Record<SourceName, number>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SOURCE_NAMES = Object.keys(SOURCES) as SourceName[];

/** A query on one source's event store (`portal_<source>`), on a connection of its own. */
export const queryStore = async <T extends object>(source: SourceName, sql: string, values: unknown[] = []): Promise<T[]> => {
  const pool = new Pool({ connectionString: testEnv.postgresUrl(`portal_${source}`), max: 1 });
  try {
    return (await pool.query<T>(sql, values)).rows;
  } finally {
    await pool.end();
  }
};

/** Each source's store position: the newest event it has committed. */
export const storeHeads = async (): Promise<Heads> => {
  const heads = {} as Heads;
  for (const source of SOURCE_NAMES) {
    const [row] = await queryStore<{ p: string | null }>(source, 'SELECT max(position) AS p FROM es_events');
    heads[source] = Number(row?.p ?? 0);
  }
  return heads;
};

/**
 * Outbox rows not yet published, summed over the sources. Read from the stores rather than the
 * `portal_outbox_lag_events` gauge: that one is head minus the highest relayed position, so it
 * reads 0 while a late-committed lower position is still pending.
 */
export const unpublished = async (): Promise<number> => {
  let pending = 0;
  for (const source of SOURCE_NAMES) {
    const [row] = await queryStore<{ n: number }>(source, 'SELECT count(*)::int AS n FROM es_outbox WHERE published_at IS NULL');
    pending += row?.n ?? 0;
  }
  return pending;
};

const chaosKafka = () => new Kafka({ clientId: 'chaos-suite', brokers: testEnv.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });

/** Messages on the projection's topics it has not consumed yet. */
export const projectionLag = async (kafka: Kafka = chaosKafka()): Promise<number> => {
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

/** Waits until every outbox is relayed and the projection has consumed it all; answers how long that took. */
export const settle = async (timeoutMs = 180_000): Promise<number> => {
  const started = Date.now();
  const kafka = chaosKafka();
  let reported = started;
  for (;;) {
    const lag = await Promise.all([unpublished(), projectionLag(kafka)]).catch((error: Error) => [error.message, '?']);
    if (lag[0] === 0 && lag[1] === 0) return Date.now() - started;
    const what = `outbox ${lag[0]} unpublished, projection ${lag[1]} behind`;
    if (Date.now() - started > timeoutMs) throw new Error(`not settled after ${timeoutMs} ms (${what})`);
    if (Date.now() - reported > 10_000) {
      reported = Date.now();
      console.log(`settling for ${Math.round((reported - started) / 1000)} s: ${what}`);
    }
    await sleep(500);
  }
};

export type Documents = Record<string, unknown[]>;
export type TableHashes = Record<string, { rows: number; hash: string | null }>;

/**
 * Every read-model document, by collection, in `_id` order. Ordered here, not by the store: the
 * MongoDB-protocol store sorts by scanning, and the comparison only needs a stable order.
 */
export const readModelDocuments = async (mongo: mongoose.Connection): Promise<Documents> => {
  const all: Documents = {};
  for (const name of READ_MODEL_COLLECTIONS) {
    const docs = (await mongo.collection(name).find({}).toArray()).map((doc) => JSON.parse(JSON.stringify(doc)) as { _id: unknown });
    all[name] = docs.sort((a, b) => {
      const [x, y] = [String(a._id), String(b._id)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }
  return all;
};

/** JSON with every object's keys sorted: a document's field order depends on how it was written, not on what it holds. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** One hash per collection: equal hashes, equal documents; the documents themselves only to show a difference. */
export const documentHashes = (documents: Documents): Record<string, string> =>
  Object.fromEntries(
    Object.entries(documents).map(([name, docs]) => [name, createHash('sha256').update(canonicalJson(docs)).digest('hex')]),
  );

/** Each read table's row count and a hash of every row, generated columns included, in id order. */
export const readTableHashes = async (pg: Pool): Promise<TableHashes> => {
  const all: TableHashes = {};
  for (const { name } of READ_TABLES) {
    const { rows } = await pg.query<{ rows: number; hash: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t.id)) AS hash FROM ${name} t`,
    );
    all[name] = rows[0]!;
  }
  // A counter at zero and no counter read the same (a missing key is a total of 0): a key whose rows all went (a
  // category's last listing moved to another) stays live at 0, where a rebuild that never saw it has no row.
  const counts = await pg.query<{ key: string; n: string }>('SELECT key, n FROM list_counts WHERE n <> 0 ORDER BY key');
  all.list_counts = { rows: counts.rowCount ?? 0, hash: JSON.stringify(counts.rows) };
  return all;
};

export interface ReadModelState {
  documents: Documents;
  tables: TableHashes;
}

/**
 * The live snapshot at store heads the projection has fully consumed (the heads did not move while
 * it was read); retried while writes keep landing.
 */
export const liveAtOnePosition = async (mongo: mongoose.Connection, pg: Pool): Promise<ReadModelState & { heads: Heads }> => {
  const kafka = chaosKafka();
  for (let attempt = 0; attempt < 30; attempt++) {
    const heads = await storeHeads();
    // Outbox relays publish within a second or so; then the consumer catches up.
    for (let wait = 0; wait < 60 && (await unpublished()) + (await projectionLag(kafka)) > 0; wait++) await sleep(500);
    await sleep(1500);
    // Every event up to the heads relayed and consumed: a rebuild up to the heads sees no more than live.
    if ((await unpublished()) + (await projectionLag(kafka)) > 0) continue;
    const documents = await readModelDocuments(mongo);
    const tables = await readTableHashes(pg);
    if (JSON.stringify(await storeHeads()) === JSON.stringify(heads)) return { heads, documents, tables };
  }
  throw new Error('the event stores never stood still long enough for a live snapshot at one position');
};

const internal = (path: string, body?: unknown) =>
  fetch(new URL(path, testEnv.projectionUrl), {
    method: 'POST',
    headers: { 'x-internal-token': testEnv.internalToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });

/**
 * The live read models, then a rebuild replaying exactly up to the same store heads. Live consumption
 * stays paused until the rebuilt side is read (nothing after the heads reaches it), then resumes,
 * whatever happens.
 */
export const liveAndRebuilt = async (
  mongo: mongoose.Connection,
  pg: Pool,
): Promise<{ heads: Heads; live: ReadModelState; rebuilt: ReadModelState; events: number }> => {
  const { heads, ...live } = await liveAtOnePosition(mongo, pg);
  try {
    const response = await internal('/rebuild', { until: heads, resume: false });
    if (response.status !== 200) throw new Error(`POST /rebuild answered ${response.status}: ${await response.text()}`);
    const { events } = (await response.json()) as { events: number };
    return { heads, live, rebuilt: { documents: await readModelDocuments(mongo), tables: await readTableHashes(pg) }, events };
  } finally {
    await internal('/consumption/resume');
  }
};
