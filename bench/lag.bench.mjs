// Command-to-read-model lag at 500 events/s. Events changing developers' e-mail preference are
// appended to the notifications service's event store at RATE events/s, open loop (event i at
// start + i/rate whatever the earlier ones are doing), round robin over DEVELOPERS streams, by the
// same store code the command handler uses after deciding (a stream whose previous append is still
// under way misses its turn, counted as "late"): the outbox relay, Kafka, the projection and the
// read model are exactly those of a command, without the HTTP cost in front that this machine could
// not pay 500 times a second. The lag of each is the time from its commit (the append returned) to
// the projection's change notice for that developer (the read model has it: notices go out after the
// event is applied; a notice that beats the answer counts as 0). Also lower rates, to show where the
// target holds here, the CPU each event cost over all processes, and the whole command path through
// the gateway at a rate the machine sustains (SUSTAINED_RATE). Peer, first, on a quiet broker:
// Kafka's own produce-to-consume latency at RATE, open loop, sent as the relay sends (one request in
// flight, each taking everything that arrived meanwhile). Target: p99 ≤ 30 ms.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import eventsourcing from '@portal/eventsourcing';
import Redis from 'ioredis';
import kafkajs from 'kafkajs';
import pg from 'pg';
import { client, machineLine, writeSection } from './lib/harness.mjs';

const RATE = Number(process.env.BENCH_LAG_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 10);
// The lower rates appended the same way, for where the target holds on this machine.
const LOWER_RATES = (process.env.BENCH_LAG_LOWER_RATES ?? '50,100,200').split(',').map(Number).filter(Boolean);
// Each stream's turn comes every DEVELOPERS / RATE s (400 ms at 500/s): longer than an append takes.
const DEVELOPERS = Number(process.env.BENCH_LAG_DEVELOPERS ?? 200);
const NOTIFICATIONS_DATABASE_URL =
  process.env.NOTIFICATIONS_DATABASE_URL ?? 'postgres://portal:portal@127.0.0.1:55432/portal_notifications';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:56379';
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:59092').split(',');
const CHANNEL = 'portal:read-model-changes';
const TARGET_MS = 30;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Calls `fire(i)` at start + i / rate for `seconds`, without waiting for any of them. */
const openLoop = async (rate, seconds, fire) => {
  const started = performance.now();
  const fired = [];
  for (let i = 0; i < rate * seconds; i += 1) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    fired.push(fire(i));
  }
  await Promise.all(fired);
  return (performance.now() - started) / 1000;
};

/**
 * Matches the projection's change notices for preference documents to what each stream is waiting for:
 * one event per change, applied in stream order, so a notice is the oldest unseen change's.
 */
const noticeWatcher = async (byId) => {
  const subscriber = new Redis(REDIS_URL);
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel, message) => {
    const at = performance.now();
    try {
      const { category, ids } = JSON.parse(message);
      if (category !== 'notifications.preference') return;
      for (const id of ids) {
        const change = byId.get(id)?.unseen.shift();
        if (change) change.seen = at;
      }
    } catch {
      // not ours
    }
  });
  return subscriber;
};

/** CPU time (ms) used so far by each kind of process on this machine, from /proc. */
const cpuByProcess = () => {
  const ticks = {};
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const used = Number(fields[11]) + Number(fields[12]);
      if (!used) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const kind =
        command.match(/services\/([a-z-]+)\/dist/)?.[1] ??
        [
          [/^postgres: \S+ ferretdb /, 'postgres (FerretDB)'],
          [/^postgres|\/postgresql\//, 'postgres'],
          [/\/ferretdb /, 'ferretdb'],
          [/kafka\.Kafka/, 'kafka'],
          [/redis-server/, 'redis'],
        ].find(([pattern]) => pattern.test(command))?.[1] ??
        (Number(pid) === process.pid ? 'benchmark' : 'other');
      ticks[kind] = (ticks[kind] ?? 0) + used;
    } catch {
      // the process ended meanwhile
    }
  }
  return Object.fromEntries(Object.entries(ticks).map(([kind, t]) => [kind, t * 10])); // USER_HZ = 100
};

const cpuPerEvent = (before, after, events) =>
  Object.entries(after)
    .map(([kind, ms]) => [kind, (ms - (before[kind] ?? 0)) / Math.max(1, events)])
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1]);

/**
 * Open loop at `rate` over `subjects` in turn: `act(subject)` makes one change and resolves once it is committed. A
 * subject whose previous change is unfinished misses its turn (late). Each change waits in its subject's `unseen`
 * for the watcher's notice (`seen`).
 */
async function roundRobin(subjects, rate, seconds, act) {
  const changes = [];
  let late = 0;
  let failed = 0;
  const elapsed = await openLoop(rate, seconds, async (i) => {
    const subject = subjects[i % subjects.length];
    if (subject.busy) {
      late += 1;
      return;
    }
    subject.busy = true;
    const change = { sent: performance.now(), committed: null, seen: null };
    subject.unseen.push(change);
    try {
      await act(subject);
      change.committed = performance.now();
      changes.push(change);
    } catch {
      failed += 1;
      subject.unseen.splice(subject.unseen.indexOf(change), 1);
    } finally {
      subject.busy = false;
    }
  });
  return { changes, late, failed, achieved: changes.length / elapsed };
}

/** Commit → notice of the changes seen (a notice before the commit counts 0), and how many were never seen. */
const lagOf = (changes) => {
  const seen = changes.filter((c) => c.seen !== null);
  return { lag: summary(seen.map((c) => Math.max(0, c.seen - c.committed))), missed: changes.length - seen.length };
};

/** Preference changes appended straight to the notifications event store at `rate` events/s. */
async function pipelineLag(store, rate, seconds) {
  const streams = Array.from({ length: DEVELOPERS }, () => ({ id: randomUUID(), version: 0, busy: false, unseen: [] }));
  const subscriber = await noticeWatcher(new Map(streams.map((s) => [s.id, s])));
  const before = cpuByProcess();
  const run = await roundRobin(streams, rate, seconds, async (stream) => {
    await store.appendToStream(
      `notification-preferences-${stream.id}`,
      [
        {
          type: 'notifications.preference.critical_emails_changed',
          data: {
            developerId: stream.id,
            criticalEmails: stream.version % 2 === 1,
            via: 'settings',
            changedAt: new Date().toISOString(),
          },
        },
      ],
      { expectedVersion: stream.version === 0 ? 'no_stream' : stream.version, context: { correlationId: randomUUID() } },
    );
    stream.version += 1;
  });
  await sleep(3000);
  const cpu = cpuPerEvent(before, cpuByProcess(), run.changes.length);
  subscriber.disconnect();
  return { rate, ...lagOf(run.changes), late: run.late, failed: run.failed, appended: run.achieved, cpu };
}

const signUp = async (i) => {
  const c = client();
  const { json } = await c.call('POST', '/api/v1/sign_up', {
    firstName: 'Lag',
    lastName: `Bench ${i}`,
    email: `bench-lag-${Date.now().toString(36)}-${i}-${randomUUID().slice(0, 6)}@example.com`,
    password: 'Str0ng!password',
    passwordConfirmation: 'Str0ng!password',
  });
  return { c, id: json.user.id, on: true, busy: false, unseen: [] };
};

/** The whole command path: preference commands through the gateway at `rate` commands/s. */
async function commandLag(rate, seconds, developerCount) {
  const developers = [];
  for (let i = 0; i < developerCount; i += 5) developers.push(...(await Promise.all([0, 1, 2, 3, 4].map((j) => signUp(i + j)))));
  // Let the sign-ups' own notices pass before anything is counted.
  await sleep(3000);
  const subscriber = await noticeWatcher(new Map(developers.map((d) => [d.id, d])));
  const run = await roundRobin(developers, rate, seconds, async (d) => {
    d.on = !d.on;
    await d.c.call('PATCH', '/api/v1/me/notification_preferences', { critical_emails: d.on });
  });
  await sleep(2000);
  subscriber.disconnect();
  return {
    ...lagOf(run.changes),
    command: summary(run.changes.map((c) => c.committed - c.sent)),
    late: run.late,
    failed: run.failed,
    rate: run.achieved,
  };
}

/** Kafka alone: open loop at `rate`, sent as the relay sends: one request in flight, each taking everything that arrived meanwhile. */
async function kafkaLatency(rate, seconds) {
  const kafka = new kafkajs.Kafka({ clientId: 'bench-lag', brokers: BROKERS, logLevel: kafkajs.logLevel.NOTHING });
  const topic = `bench.lag.${Date.now().toString(36)}`;
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  const consumer = kafka.consumer({ groupId: `bench-lag-${randomUUID()}` });
  await producer.connect();
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const latencies = [];
  await consumer.run({
    eachMessage: async ({ message }) => {
      latencies.push(performance.now() - Number(message.value.toString()));
    },
  });
  await sleep(2000);
  let waiting = [];
  let requests = 0;
  let sending = null;
  const sendWaiting = async () => {
    while (waiting.length > 0) {
      const messages = waiting;
      waiting = [];
      requests += 1;
      await producer.send({ topic, acks: -1, messages });
    }
    sending = null;
  };
  await openLoop(rate, seconds, (i) => {
    waiting.push({ key: String(i % 50), value: String(performance.now()) });
    sending ??= sendWaiting();
    return sending;
  });
  const sent = rate * seconds;
  await sleep(2000);
  await consumer.disconnect();
  await producer.disconnect();
  await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
  await admin.disconnect();
  return { ...summary(latencies), sent, requests };
}

/** A rate this machine's two cores sustain through the whole command path. */
const SUSTAINED_RATE = Number(process.env.BENCH_LAG_SUSTAINED_RATE ?? 40);

export default async function bench() {
  const pool = new pg.Pool({ connectionString: NOTIFICATIONS_DATABASE_URL, max: 10 });
  const store = new eventsourcing.PgEventStore(pool, 'notifications');
  // Not counted: right after a start the broker's JVM is still compiling, and a first run measured Kafka alone
  // at a p99 of 110 ms instead of 26 and the pipeline at 50/s at 125 instead of 25.
  await kafkaLatency(RATE, 3);
  await pipelineLag(store, 100, 5);
  const kafka = await kafkaLatency(RATE, SECONDS);
  await sleep(3000);
  const pipeline = [];
  try {
    for (const rate of [...LOWER_RATES, RATE]) {
      pipeline.push(await pipelineLag(store, rate, SECONDS));
      await sleep(3000);
    }
  } finally {
    await pool.end();
  }
  const command = await commandLag(SUSTAINED_RATE, SECONDS, 40);
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  const cpuCell = (cpu) =>
    `${cpu.reduce((sum, [, v]) => sum + v, 0).toFixed(1)} (${cpu
      .slice(0, 4)
      .map(([kind, v]) => `${kind} ${v.toFixed(1)}`)
      .join(', ')})`;
  const pipelineRow = (r) =>
    `| ${r.rate}/s appended (${r.appended.toFixed(0)}/s made it; ${r.late} late, ${r.failed} failed) | ${r.lag.n} (${r.missed} not seen 3 s after the last) | ` +
    `${ms(r.lag.p50)} | ${ms(r.lag.p99)} | ${cpuCell(r.cpu)} | ` +
    (r.rate === RATE ? `p99 ≤ ${TARGET_MS}: ${r.lag.p99 <= TARGET_MS ? 'yes' : 'no'}` : r.lag.p99 <= TARGET_MS ? `≤ ${TARGET_MS}` : '') +
    ' |';
  writeSection(
    'lag',
    [
      '## Command-to-read-model lag',
      '',
      machineLine(),
      `Events changing a developer's e-mail preference are appended to the notifications event store at a fixed rate for ${SECONDS} s, open loop ` +
        `(each on schedule whatever the earlier ones are doing), round robin over ${DEVELOPERS} streams (a stream whose previous append is ` +
        'still under way misses its turn: late), by the store code the command handler uses after deciding: the relay, Kafka, the projection ' +
        "and the read model are a command's, the HTTP in front is left out. Lag = the append's commit → the projection's change notice for " +
        'that developer (the read model has it; a notice before the commit counts 0). CPU per event = the CPU time every process on the ' +
        'machine used during the run (from /proc, idle work included) over the events appended: the two cores give 2,000 ms a second, so a ' +
        'rate at which this passes 2,000/rate ms cannot be kept up with. Peer, measured first: Kafka alone, produce → consume on the same ' +
        `broker at ${RATE}/s, open loop, sent as the relay sends (acks all, idempotent, one request in flight, each taking every message ` +
        `that arrived meanwhile). Last, the whole command path (gateway, notifications service, then the same pipeline) at ${SUSTAINED_RATE} ` +
        'commands/s, a rate these cores sustain (a command costs about 28 ms of CPU over all processes, profiled 2026-11-26). ' +
        'First, not counted, a warm-up: 3 s of the Kafka peer and 5 s of the pipeline at 100/s (a just-started broker is still compiling).',
      '',
      '| measure | samples | p50 (ms) | p99 (ms) | CPU per event, ms (largest) | target |',
      '|---|---:|---:|---:|---|---|',
      `| Kafka alone at ${RATE}/s: produce → consume (${kafka.requests} produce requests) | ${kafka.n} of ${kafka.sent} | ${ms(kafka.p50)} | ${ms(kafka.p99)} | | the floor under the portal's figure |`,
      ...pipeline.map(pipelineRow),
      `| ${SUSTAINED_RATE} commands/s through the gateway (${command.rate.toFixed(0)}/s answered; ${command.late} late, ${command.failed} failed): commit → read model | ` +
        `${command.lag.n} (${command.missed} not seen 2 s after the last) | ${ms(command.lag.p50)} | ${ms(command.lag.p99)} | | |`,
      `| ${SUSTAINED_RATE} commands/s: the command itself (sent → answered) | ${command.command.n} | ${ms(command.command.p50)} | ${ms(command.command.p99)} | | |`,
    ].join('\n'),
  );
}
