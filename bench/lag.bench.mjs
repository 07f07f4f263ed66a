// Command-to-read-model lag: developers change a preference at 500 commands/s in total through the
// gateway; the lag of each is the time from the command's answer (the events are committed) to the
// projection's change notice for that developer (the read model has it: notices go out after the
// event is applied). Next to it, in the same run, Kafka's own produce-to-consume latency on the same
// broker at the same rate. Target: p99 ≤ 30 ms.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import Redis from 'ioredis';
import kafkajs from 'kafkajs';
import { client, machineLine, writeSection } from './lib/harness.mjs';

const RATE = Number(process.env.BENCH_LAG_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 20);
const WORKERS = 50;
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

async function portalLag() {
  const developers = [];
  for (let i = 0; i < WORKERS; i += 1) {
    const c = client();
    const { json } = await c.call('POST', '/api/v1/sign_up', {
      firstName: 'Lag',
      lastName: `Bench ${i}`,
      email: `bench-lag-${Date.now().toString(36)}-${i}-${randomUUID().slice(0, 6)}@example.com`,
      password: 'Str0ng!password',
      passwordConfirmation: 'Str0ng!password',
    });
    developers.push({ c, id: json.user.id, on: true });
  }
  const waiting = new Map();
  const subscriber = new Redis(REDIS_URL);
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel, message) => {
    const at = performance.now();
    try {
      const { category, ids } = JSON.parse(message);
      if (category !== 'notifications.preference') return;
      for (const id of ids) waiting.get(id)?.(at);
    } catch {
      // not ours
    }
  });
  const lags = [];
  let missed = 0;
  const interval = (1000 * WORKERS) / RATE;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    developers.map(async (d, index) => {
      await sleep((index * interval) / WORKERS);
      while (performance.now() < end) {
        const started = performance.now();
        d.on = !d.on;
        const seen = new Promise((resolve) => waiting.set(d.id, resolve));
        await d.c.call('PATCH', '/api/v1/me/notification_preferences', { critical_emails: d.on });
        const answered = performance.now();
        const at = await Promise.race([seen, sleep(2000).then(() => null)]);
        waiting.delete(d.id);
        if (at === null) missed += 1;
        else lags.push(Math.max(0, at - answered));
        await sleep(Math.max(0, interval - (performance.now() - started)));
      }
    }),
  );
  subscriber.disconnect();
  return { ...summary(lags), missed, rate: (lags.length + missed) / SECONDS };
}

async function kafkaLatency() {
  const kafka = new kafkajs.Kafka({ clientId: 'bench-lag', brokers: BROKERS, logLevel: kafkajs.logLevel.NOTHING });
  const topic = `bench.lag.${Date.now().toString(36)}`;
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  const consumer = kafka.consumer({ groupId: `bench-lag-${randomUUID()}`, maxWaitTimeInMs: 100 });
  await producer.connect();
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const latencies = [];
  await consumer.run({
    eachMessage: async ({ message }) => {
      latencies.push(performance.now() - Number(message.value.toString()) - performance.timeOrigin + performance.timeOrigin);
    },
  });
  await sleep(2000);
  const end = performance.now() + SECONDS * 1000;
  let sent = 0;
  while (performance.now() < end) {
    await producer.send({ topic, acks: -1, messages: [{ key: String(sent % 50), value: String(performance.now()) }] });
    sent += 1;
    await sleep(Math.max(0, 1000 / RATE - 1));
  }
  await sleep(2000);
  await consumer.disconnect();
  await producer.disconnect();
  await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
  await admin.disconnect();
  return { ...summary(latencies), sent };
}

export default async function bench() {
  const portal = await portalLag();
  // The closed loop cannot reach the rate when the lag is long: the section says what it reached.
  const kafka = await kafkaLatency();
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  writeSection(
    'lag',
    [
      '## Command-to-read-model lag',
      '',
      machineLine(),
      `${WORKERS} developers change their e-mail preference through the gateway, ${RATE} commands/s in total for ${SECONDS} s; lag = the ` +
        "command's answer (events committed) → the projection's change notice for that developer (the read model has it). Peer: " +
        `Kafka's produce-to-consume latency on the same broker at the same rate (acks all, idempotent producer, a consumer polling ≤ 100 ms).`,
      '',
      '| measure | samples | p50 (ms) | p99 (ms) | target |',
      '|---|---:|---:|---:|---|',
      `| portal: command → read model (reached ${portal.rate.toFixed(0)} commands/s: each developer waits for its notice) | ${portal.n} (${portal.missed} not seen in 2 s) | ${ms(portal.p50)} | ${ms(portal.p99)} | p99 ≤ ${TARGET_MS}: ${portal.p99 <= TARGET_MS ? 'yes' : 'no'} |`,
      `| Kafka alone: produce → consume | ${kafka.n} | ${ms(kafka.p50)} | ${ms(kafka.p99)} | the floor under the portal's figure |`,
    ].join('\n'),
  );
}
