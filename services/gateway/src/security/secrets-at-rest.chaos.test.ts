import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiSession, eventually, STRONG_PASSWORD, testEnv, uniqueEmail, uniqueId } from '@portal/test-kit';
import IORedis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { Pool } from 'pg';

/**
 * Secrets at rest, after the whole suite has run (chaos step, in band): canary secrets made here — a
 * password, a session id, a client secret and an access token — and the passwords
 * every other test and the demo accounts use must appear in no PostgreSQL table of any service (the
 * MongoDB-protocol store keeps its documents in the `ferretdb` database), no Kafka topic, no Redis
 * key or value and no service log.
 */
const DEMO_PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'Portal-demo-1!';
const DATA = process.env.DATA_DIR ?? path.resolve(__dirname, '../../../../.data');
/** The services' logs and the local trace exporter's spans (attributes carry paths and ids). */
const LOG_DIRS = [path.join(DATA, 'logs'), path.join(DATA, 'traces')];

interface Canaries {
  [name: string]: string;
}

const likeAny = (needles: string[]): string[] => needles.map((n) => `%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

async function makeCanaries(): Promise<Canaries> {
  const password = `Canary-${randomUUID()}-Aa1!`;
  const email = uniqueEmail('canary');
  // Signed up with the raw fetch so the session cookie's value is in hand.
  const signUp = await fetch(new URL('/api/v1/sign_up', testEnv.gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Canary', lastName: 'Secrets', email, password, passwordConfirmation: password }),
  });
  expect(signUp.status).toBe(201);
  const sessionId = /portal_session=([^;]+)/.exec(signUp.headers.get('set-cookie') ?? '')?.[1];
  expect(sessionId).toBeTruthy();

  const owner = new ApiSession();
  expect((await owner.signIn(email, password)).status).toBe(200);
  const created = await owner.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Canary app ') });
  expect(created.status).toBe(201);
  const clientId = await eventually(async () => {
    const app = await owner.get<{ uid: string | null }>(`/api/v1/developer_apps/${created.body.id}`);
    return app.status === 200 && app.body.uid ? app.body.uid : null;
  }, 30000);
  await eventually(async () => (await owner.get(`/api/v1/oauth_applications/${clientId}`)).status === 200, 30000);
  const reset = await owner.post<{ client_secret: string }>(`/api/v1/oauth_applications/${clientId}/reset_secret`, {});
  expect(reset.status).toBe(200);
  const clientSecret = reset.body.client_secret;
  const token = await fetch(new URL('/oauth/token', testEnv.gatewayUrl), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const accessToken = ((await token.json()) as { access_token?: string }).access_token;
  expect(accessToken).toBeTruthy();
  // Used once more, so a request log line would carry it if one logged headers.
  await fetch(new URL('/api/v1/me', testEnv.gatewayUrl), { headers: { cookie: `portal_session=${sessionId}` } });
  // The CSRF token is not among them: a synchronizer token lives with its session in Redis by design
  // (under the session id's hash), and is worthless without the session cookie.
  return { password, sessionId: sessionId!, clientSecret, accessToken: accessToken! };
}

/** Every service's database and the MongoDB-protocol store's, as the cluster lists them (new services included). */
async function serviceDatabases(): Promise<string[]> {
  const pool = new Pool({ connectionString: testEnv.postgresUrl('postgres'), max: 1 });
  try {
    const { rows } = await pool.query<{ name: string }>(
      "SELECT datname AS name FROM pg_database WHERE (datname LIKE 'portal\\_%' AND datname NOT LIKE '%test%' AND datname NOT LIKE 'portal_bench%') OR datname = 'ferretdb' ORDER BY 1",
    );
    return rows.map((r) => r.name);
  } finally {
    await pool.end();
  }
}

async function scanPostgres(needles: Canaries): Promise<string[]> {
  const found: string[] = [];
  const patterns = likeAny(Object.values(needles));
  for (const database of await serviceDatabases()) {
    const pool = new Pool({ connectionString: testEnv.postgresUrl(database), max: 1 });
    try {
      const { rows: tables } = await pool.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      for (const table of tables) {
        const name = `"${table.schema}"."${table.name}"`;
        const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name} t WHERE t::text LIKE ANY($1)`, [patterns]);
        if (rows[0]!.n > 0) {
          for (const [label, needle] of Object.entries(needles)) {
            const hit = await pool.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM ${name} t WHERE t::text LIKE $1`,
              likeAny([needle]),
            );
            if (hit.rows[0]!.n > 0) found.push(`postgres ${database}.${table.schema}.${table.name}: ${label} in ${hit.rows[0]!.n} row(s)`);
          }
        }
      }
    } catch (error) {
      // A service that does not exist on this stack has no database to leak into.
      if (!/does not exist/.test((error as Error).message)) throw error;
    } finally {
      await pool.end();
    }
  }
  return found;
}

async function scanKafka(needles: Canaries): Promise<string[]> {
  const kafka = new Kafka({ clientId: 'secrets-scan', brokers: testEnv.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const found = new Set<string>();
  try {
    const topics = (await admin.listTopics()).filter((t) => !t.startsWith('__'));
    const ends = new Map<string, Map<number, bigint>>();
    let remaining = 0;
    for (const topic of topics) {
      const offsets = await admin.fetchTopicOffsets(topic);
      const byPartition = new Map<number, bigint>();
      for (const o of offsets) {
        if (BigInt(o.high) > BigInt(o.low)) {
          byPartition.set(o.partition, BigInt(o.high));
          remaining += 1;
        }
      }
      ends.set(topic, byPartition);
    }
    if (remaining === 0) return [];
    const consumer = kafka.consumer({ groupId: `secrets-scan-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topics: topics.filter((t) => (ends.get(t)?.size ?? 0) > 0), fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          eachBatch: async ({ batch }) => {
            for (const message of batch.messages) {
              const text = [message.key?.toString() ?? '', message.value?.toString() ?? '', JSON.stringify(message.headers ?? {})].join(
                '\n',
              );
              for (const [label, needle] of Object.entries(needles)) if (text.includes(needle)) found.add(`kafka ${batch.topic}: ${label}`);
            }
            const end = ends.get(batch.topic)?.get(batch.partition);
            if (end !== undefined && BigInt(batch.lastOffset()) + 1n >= end) {
              ends.get(batch.topic)!.delete(batch.partition);
              remaining -= 1;
              if (remaining === 0) resolve();
            }
          },
        })
        .catch(reject);
    });
    await consumer.disconnect();
  } finally {
    await admin.disconnect();
  }
  return [...found];
}

async function scanRedis(needles: Canaries): Promise<string[]> {
  const redis = new IORedis(testEnv.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  const found = new Set<string>();
  const check = (key: string, text: string) => {
    for (const [label, needle] of Object.entries(needles))
      if (text.includes(needle)) found.add(`redis ${key.replace(/[0-9a-f-]{16,}/g, '…')}: ${label}`);
  };
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
      cursor = next;
      for (const key of keys) {
        check(key, key);
        const type = await redis.type(key);
        if (type === 'string') check(key, (await redis.get(key)) ?? '');
        else if (type === 'hash') check(key, JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') check(key, JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'set') check(key, JSON.stringify(await redis.smembers(key)));
        else if (type === 'zset') check(key, JSON.stringify(await redis.zrange(key, 0, -1)));
        else if (type === 'stream') check(key, JSON.stringify(await redis.xrange(key, '-', '+')));
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return [...found];
}

function scanLogs(needles: Canaries): string[] {
  const found: string[] = [];
  for (const dir of LOG_DIRS.filter((d) => existsSync(d))) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.log') || f.endsWith('.jsonl'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const [label, needle] of Object.entries(needles))
        if (text.includes(needle)) found.push(`${path.basename(dir)} ${file}: ${label}`);
    }
  }
  return found;
}

describe('secrets at rest (after the suite)', () => {
  it('finds no password, session id, client secret or access token in any store, topic, cache or log', async () => {
    const canaries = await makeCanaries();
    // Time for the outbox relays and consumers to carry what the canaries caused everywhere.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const needles: Canaries = { ...canaries, testPassword: STRONG_PASSWORD, demoPassword: DEMO_PASSWORD };
    const found = [...(await scanPostgres(needles)), ...(await scanKafka(needles)), ...(await scanRedis(needles)), ...scanLogs(needles)];
    expect(found).toEqual([]);
  });
});
