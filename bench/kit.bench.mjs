// The event-sourcing kit against its plain peers, in the same run, on a database of its own:
// - one event appended with an expected version (event + outbox row + notify, one transaction)
//   next to a plain INSERT + COMMIT of the same payload (target ≤ 1.3× the time);
// - the outbox relay publishing a backlog in ordered batches next to awaiting one send per event
//   on the same broker (target ≥ 15× the throughput).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ROOT, machineLine, writeSection } from './lib/harness.mjs';

const require = createRequire(import.meta.url);
const kit = require(path.join(ROOT, 'packages', 'eventsourcing', 'dist', 'index.js'));
const { Kafka, logLevel } = require(path.join(ROOT, 'node_modules', 'kafkajs'));

const ADMIN_DB = process.env.POSTGRES_URL ?? 'postgres://portal:portal@127.0.0.1:55432/postgres';
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:59092').split(',');
const APPENDS = Number(process.env.BENCH_APPENDS ?? 2000);
const RELAYED = Number(process.env.BENCH_RELAYED ?? 5000);
const SINGLE_SENDS = Number(process.env.BENCH_SINGLE_SENDS ?? 1000);
const PAYLOAD = {
  appId: randomUUID(),
  name: 'Benchmark app',
  internalName: 'benchmark-app',
  ownerId: randomUUID(),
  at: new Date().toISOString(),
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return { mean, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const ms = (n) => n.toFixed(3);

/** A scratch database per run, dropped afterwards: the figures never share a table with the portal. */
const scratchDatabase = async () => {
  const name = `portal_bench_kit_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_DB });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DB);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_DB });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
};

async function appendVersusInsert(pool) {
  const store = new kit.PgEventStore(pool, 'bench');
  await pool.query(`CREATE TABLE plain_events (id bigserial PRIMARY KEY, event_id uuid NOT NULL, stream_id text NOT NULL,
    type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())`);
  const context = { correlationId: randomUUID(), actorId: null };
  const appendOnce = async (i) => {
    await store.appendToStream(`bench-app-${i}`, [{ type: 'bench.app.created', data: PAYLOAD }], { expectedVersion: 'no_stream', context });
  };
  const insertOnce = async (i) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO plain_events (event_id, stream_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5)', [
        randomUUID(),
        `bench-app-${i}`,
        'bench.app.created',
        PAYLOAD,
        { correlationId: context.correlationId },
      ]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
  const timed = async (fn, offset) => {
    for (let i = 0; i < 50; i += 1) await fn(offset + 1_000_000 + i);
    const times = [];
    for (let i = 0; i < APPENDS; i += 1) {
      const started = performance.now();
      await fn(offset + i);
      times.push(performance.now() - started);
    }
    return stats(times);
  };
  // Interleaved halves, so a slow moment of the machine hits both sides alike.
  const half = Math.floor(APPENDS / 2);
  const a1 = await timed(appendOnce, 0);
  const p1 = await timed(insertOnce, 0);
  const a2 = await timed(appendOnce, half * 10);
  const p2 = await timed(insertOnce, half * 10);
  const avg = (x, y) => ({ mean: (x.mean + y.mean) / 2, p50: (x.p50 + y.p50) / 2, p99: (x.p99 + y.p99) / 2 });
  return { append: avg(a1, a2), insert: avg(p1, p2) };
}

async function relayVersusSingleSends(pool) {
  const kafka = new Kafka({ clientId: 'bench-kit', brokers: BROKERS, logLevel: logLevel.NOTHING });
  const runId = Date.now().toString(36);
  const type = `benchrelay${runId}.event.recorded`;
  const topic = kit.topicForEventType(type);
  const singleTopic = `${topic}.single`;
  const admin = kafka.admin();
  await admin.connect();
  // The broker does not create topics on first use; the portal's services create theirs at start.
  await admin.createTopics({
    topics: [
      { topic, numPartitions: 1 },
      { topic: singleTopic, numPartitions: 1 },
    ],
    waitForLeaders: true,
  });
  const store = new kit.PgEventStore(pool, 'bench');
  const context = { correlationId: randomUUID(), actorId: null };
  // A warm relay (connected producer, known topic, leadership held), as in a running service.
  const relay = new kit.OutboxRelay({
    pool,
    kafka,
    source: 'bench',
    log: (level, message) => process.env.BENCH_DEBUG && console.error(level, message),
  });
  relay.start();
  const warm = await store.appendToStream('bench-relay-warm', [{ type, data: PAYLOAD }], { expectedVersion: 'no_stream', context });
  while (relay.lastPublishedPosition < warm.lastPosition) await new Promise((r) => setTimeout(r, 5));
  // The backlog: RELAYED events over as many streams, committed at once; timed from the commit to
  // the last one acknowledged by Kafka and marked published.
  const writes = [];
  for (let i = 0; i < RELAYED; i += 1)
    writes.push({ streamId: `bench-relay-${i}`, events: [{ type, data: PAYLOAD }], expectedVersion: 'no_stream' });
  const backlog = await store.appendToStreams(writes, { context });
  const started = performance.now();
  while (relay.lastPublishedPosition < backlog.lastPosition) await new Promise((r) => setTimeout(r, 2));
  const relaySeconds = (performance.now() - started) / 1000;
  await relay.stop();

  const producer = kafka.producer({ allowAutoTopicCreation: true, idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  await producer.send({ topic: singleTopic, messages: [{ key: 'warm', value: '{}' }] });
  const value = JSON.stringify({ type, data: PAYLOAD });
  const sendsStarted = performance.now();
  for (let i = 0; i < SINGLE_SENDS; i += 1) await producer.send({ topic: singleTopic, messages: [{ key: `s-${i % 100}`, value }] });
  const singleSeconds = (performance.now() - sendsStarted) / 1000;
  await producer.disconnect();
  await admin.deleteTopics({ topics: [topic, singleTopic] }).catch(() => undefined);
  await admin.disconnect();
  return { relayRate: RELAYED / relaySeconds, singleRate: SINGLE_SENDS / singleSeconds };
}

export default async function bench() {
  const db = await scratchDatabase();
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    await kit.migrate(pool);
    const { append, insert } = await appendVersusInsert(pool);
    const { relayRate, singleRate } = await relayVersusSingleSends(pool);
    const appendRatio = append.mean / insert.mean;
    const relayRatio = relayRate / singleRate;
    writeSection(
      'kit',
      [
        '## Event-sourcing kit against plain peers',
        '',
        machineLine(),
        `One at a time on a scratch database and the portal's broker. Append: ${APPENDS} single-event appends to new streams with an ` +
          `expected version (\`PgEventStore.appendToStream\`: version check, event row, outbox row, notify, commit) next to ${APPENDS} ` +
          `plain \`BEGIN; INSERT; COMMIT\` of the same payload, in interleaved halves. Relay: a committed backlog of ${RELAYED} events ` +
          `published by \`OutboxRelay\` (ordered batches, idempotent producer) next to ${SINGLE_SENDS} awaited single \`producer.send\` calls.`,
        '',
        '| measure | kit | peer | ratio | target |',
        '|---|---:|---:|---:|---|',
        `| append one event: mean / p50 / p99 (ms) | ${ms(append.mean)} / ${ms(append.p50)} / ${ms(append.p99)} | ${ms(insert.mean)} / ${ms(insert.p50)} / ${ms(insert.p99)} | ${appendRatio.toFixed(2)}× the time | ≤ 1.3×: ${appendRatio <= 1.3 ? 'yes' : 'no'} |`,
        `| publish to Kafka (events/s) | ${relayRate.toFixed(0)} (relay, batched) | ${singleRate.toFixed(0)} (awaited single sends) | ${relayRatio.toFixed(1)}× | ≥ 15×: ${relayRatio >= 15 ? 'yes' : 'no'} |`,
      ].join('\n'),
    );
  } finally {
    await pool.end();
    await db.drop();
  }
}
