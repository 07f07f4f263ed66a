// Benchmarks measure a settled portal: every consumer group has taken in what was published, so
// no service is still working off a backlog (a seed of 100,000 apps keeps the consumers busy for
// a while) and competing with the measured requests for the same two cores.
import Redis from 'ioredis';
import kafkajs from 'kafkajs';

const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:59092').split(',');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:56379';
const SETTLE_MINUTES = Number(process.env.BENCH_SETTLE_MINUTES ?? 45);

/** Messages published but not yet consumed, per consumer group of the portal (test groups left out). */
export const consumerLag = async () => {
  const kafka = new kafkajs.Kafka({ clientId: 'bench-lag', brokers: BROKERS, logLevel: kafkajs.logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const ends = new Map();
    const endOf = async (topic) => {
      if (!ends.has(topic)) ends.set(topic, new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, Number(p.high)])));
      return ends.get(topic);
    };
    const lag = {};
    const { groups } = await admin.listGroups();
    // Only groups someone consumes with now: a test's or an example's group left behind lags forever.
    const described = groups.length > 0 ? (await admin.describeGroups(groups.map((g) => g.groupId))).groups : [];
    const active = new Set(described.filter((g) => g.members.length > 0).map((g) => g.groupId));
    for (const { groupId } of groups) {
      if (!active.has(groupId)) continue;
      let behind = 0;
      for (const { topic, partitions } of await admin.fetchOffsets({ groupId })) {
        const end = await endOf(topic);
        for (const p of partitions) behind += Math.max(0, (end.get(p.partition) ?? 0) - Math.max(0, Number(p.offset)));
      }
      lag[groupId] = behind;
    }
    return lag;
  } finally {
    await admin.disconnect();
  }
};

/** Jobs not yet done in the BullMQ queues (sandbox builds, mail), keyed `jobs:<queue>`. */
export const queuedJobs = async () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const jobs = {};
    for await (const keys of redis.scanStream({ match: '*:meta', count: 100 })) {
      for (const meta of keys) {
        const queue = meta.slice(0, -':meta'.length);
        const [delayed, waiting, active] = await Promise.all([
          redis.zcard(`${queue}:delayed`),
          redis.llen(`${queue}:wait`),
          redis.llen(`${queue}:active`),
        ]);
        jobs[`jobs:${queue.split(':').pop()}`] = delayed + waiting + active;
      }
    }
    return jobs;
  } finally {
    redis.disconnect();
  }
};

const backlog = async () => ({ ...(await consumerLag()), ...(await queuedJobs()) });

const describe = (lag) =>
  Object.entries(lag)
    .filter(([, n]) => n > 0)
    .map(([group, n]) => `${group} ${n.toLocaleString('en-US')}`)
    .join(', ') || 'none';

/** Waits until no consumer group lags and no job queue holds work (or the time runs out); answers the line the sections print. */
export const settled = async () => {
  const deadline = Date.now() + SETTLE_MINUTES * 60_000;
  let lag = await backlog();
  let reported = 0;
  while (Object.values(lag).some((n) => n > 0) && Date.now() < deadline) {
    if (Date.now() - reported > 30_000) {
      console.log(`bench: waiting for the consumers and job queues to settle (${describe(lag)})`);
      reported = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
    lag = await backlog();
  }
  return `Consumer groups behind and jobs queued when it started: ${describe(lag)}.`;
};
