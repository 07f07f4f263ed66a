// The quota check's cost. Two fresh quota proxy processes forward to the same reference platform API,
// identical but for QUOTA_ENFORCEMENT: the same route with and without the check (a JWKS-verified token,
// the bucket match, one Redis script over two templates), measured alternately in the same run with
// 50 keep-alive connections (enough to saturate either proxy: see docs/decisions.md) and per-request
// timing in microseconds. Targets (issue 12): added p99
// ≤ 0.5 ms and throughput loss ≤ 10 % (Kong's published rate-limiting cost is +0.95 ms p99, −13 %);
// and a quota check ≤ 2× a plain Redis SET on the same client.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { DURATION_S, GATEWAY, ROOT, client, eventually, machineLine, median, signedIn, writeSection } from './lib/harness.mjs';

const require = createRequire(import.meta.url);
const SERVER = 'Production_US01';
// The reference API requires the company header its documents require (a request without it is a 400).
const ROUTE = `/platform/${SERVER}/rest/v1.0/projects`;
const COMPANY = '1001';
// At 10 the checked proxy waited on Redis more than it worked (latency-bound, its rate rose with more
// connections while the unchecked one's did not): a throughput comparison needs both sides saturated.
const CONNECTIONS = Number(process.env.BENCH_QUOTA_CONNECTIONS ?? 50);
const REDIS_OPS = 20_000;
// Many short rounds: a round's rate moves by ±15 % with the machine, so the median of 7 rounds' differences
// was itself uncertain by about five points, as much as the check costs.
const ROUNDS = 15;
// Open-loop rounds are longer: at 3 s a round's p99 is its 24th-slowest request, so one stall of a
// few tens of ms anywhere on the machine decided it; at 10 s it takes several.
const PACED_ROUND_S = Number(process.env.BENCH_QUOTA_PACED_ROUND_S ?? 10);
const PACED_ROUNDS = 11;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const basic = (id, secret) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** A developer's app with a production client, a secret and a platform API token; a bucket for it with room to spare. */
const platformToken = async () => {
  const developer = client();
  await developer.call('POST', '/api/v1/sign_up', {
    firstName: 'Bench',
    lastName: 'Quota',
    email: `bench-quota-${Date.now()}@example.com`,
    password: 'Str0ng!password',
    passwordConfirmation: 'Str0ng!password',
  });
  const app = (await developer.call('POST', '/api/v1/developer_apps', { internal_name: `Quota bench ${Date.now()}` })).json;
  let clientId = null;
  await eventually(
    async () => (clientId = (await developer.call('GET', `/api/v1/developer_apps/${app.id}`)).json.uid),
    30000,
    'the app client',
  );
  await eventually(
    async () => !!(await developer.call('GET', `/api/v1/oauth_applications/${clientId}`).catch(() => null)),
    30000,
    'the client',
  );
  const secret = (await developer.call('POST', `/api/v1/oauth_applications/${clientId}/reset_secret`, {})).json.client_secret;
  const tokenResponse = await fetch(new URL('/oauth/token', GATEWAY), {
    method: 'POST',
    headers: { authorization: basic(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      resource: process.env.PLATFORM_API_AUDIENCE ?? 'urn:platform:api',
    }).toString(),
  });
  const { access_token: token } = await tokenResponse.json();
  const admin = await signedIn('admin@example.com');
  const bucket = (
    await admin.call('POST', `/api/v1/admin/quota_minder_servers/${SERVER}/buckets`, {
      data: {
        name: `Bench ${Date.now()}`,
        domain: clientId,
        bucket_templates: [
          { name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 1_000_000_000 },
          { name: 'spike', fill_type: 'count', interval_ms: 10_000, limit: 1_000_000_000 },
        ],
      },
    })
  ).json.data;
  const remove = () => admin.call('DELETE', `/api/v1/admin/quota_minder_servers/${SERVER}/buckets/${bucket.id}`, undefined);
  return { token, remove };
};

const spawnProxy = async (env) => {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'services', 'quota-proxy', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      SERVICE_NAME: 'quota-proxy',
      DATABASE_URL: process.env.QUOTA_PROXY_DATABASE_URL ?? 'postgres://portal:portal@127.0.0.1:55432/portal_quota_proxy',
      PLATFORM_API_URL: process.env.PLATFORM_API_URL ?? 'http://127.0.0.1:4008',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status === 200, 60000, 'a quota proxy');
  return { url, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One timed GET of the route: its latency (ms, from hrtime) goes into `tally.latencies`, a non-200 or error counts as a failure. */
const timedGet = (url, token, agent, tally) =>
  new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const headers = { authorization: `Bearer ${token}`, 'platform-company-id': COMPANY };
    const req = request(`${url}${ROUTE}`, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) tally.failures += 1;
        tally.latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        resolve();
      });
    });
    req.on('error', () => {
      tally.failures += 1;
      resolve();
    });
    req.end();
  });

/** CONNECTIONS loops for `seconds`, each request timed with hrtime: req/s, p50, p99 (ms, to the microsecond). */
const load = async (url, token, seconds) => {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const tally = { latencies: [], failures: 0 };
  const deadline = Date.now() + seconds * 1000;
  const startedAt = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) await timedGet(url, token, agent, tally);
    }),
  );
  agent.destroy();
  const { latencies, failures } = tally;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / ((Date.now() - startedAt) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    failures,
  };
};

/**
 * Open loop at a fixed rate: requests are sent on schedule whatever the answers (each due one goes out at the
 * next millisecond tick, counted from the clock, so timer drift neither drops nor bunches them), which is the
 * latency a request sees when the machine is not saturated, where queueing does not multiply every microsecond
 * of CPU. Ticks of 1 ms, not 5: a burst of five requests every 5 ms measured the burst's own queue. With several
 * `urls`, request i goes to `urls[i % n]` (each at rps / n): one result per URL, measured in the same seconds.
 */
const paced = async (urls, token, rps, seconds) => {
  const sides = urls.map((url) => ({ url, agent: new Agent({ keepAlive: true, maxSockets: 64 }), tally: { latencies: [], failures: 0 } }));
  const inflight = [];
  const total = Math.round(rps * seconds);
  const begin = process.hrtime.bigint();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor((Number(process.hrtime.bigint() - begin) / 1e9) * rps));
    for (; sent < due; sent++) {
      const side = sides[sent % sides.length];
      inflight.push(timedGet(side.url, token, side.agent, side.tally));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inflight);
  return sides.map(({ agent, tally: { latencies, failures } }) => {
    agent.destroy();
    latencies.sort((a, b) => a - b);
    return {
      rps: rps / sides.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      requests: latencies.length,
      failures,
    };
  });
};

/** Sequential round trips on one ioredis client: a plain SET, then the quota script over two templates. */
const redisCosts = async () => {
  const { Redis } = require('ioredis');
  const { defineQuotaScript, checkQuota } = require(path.join(ROOT, 'services', 'quota-proxy', 'dist', 'enforcing', 'quota-script.js'));
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:56379');
  defineQuotaScript(redis);
  const match = {
    key: `q:bench:${process.pid}`,
    name: 'bench',
    templates: [
      { name: 'main', fillType: 'count', intervalMs: 3_600_000, limit: 1_000_000_000 },
      { name: 'spike', fillType: 'count', intervalMs: 10_000, limit: 1_000_000_000 },
    ],
  };
  // Alternating blocks of each operation, so a drift of the machine's speed during the run weighs on both alike.
  const BLOCK = 500;
  const timed = { set: [], check: [] };
  const ops = { set: (i) => redis.set(`bench:set:${process.pid}`, String(i)), check: () => checkQuota(redis, match) };
  try {
    for (let i = 0; i < 1000; i++) await Promise.all([ops.set(i), ops.check()]);
    for (let done = 0; done < REDIS_OPS; done += BLOCK) {
      for (const name of ['set', 'check']) {
        for (let i = 0; i < BLOCK; i++) {
          const started = process.hrtime.bigint();
          await ops[name](done + i);
          timed[name].push(Number(process.hrtime.bigint() - started) / 1000);
        }
      }
    }
    const stats = (samples) => {
      samples.sort((a, b) => a - b);
      return { mean: samples.reduce((a, b) => a + b, 0) / samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99) };
    };
    return { set: stats(timed.set), check: stats(timed.check) };
  } finally {
    await redis.del(`bench:set:${process.pid}`, `{${match.key}}`);
    redis.disconnect();
  }
};

export default async function bench() {
  const { token, remove } = await platformToken();
  const [checked, unchecked] = await Promise.all([spawnProxy({}), spawnProxy({ QUOTA_ENFORCEMENT: 'false' })]);
  try {
    for (const proxy of [checked, unchecked]) await load(proxy.url, token, 2);
    // Short alternating rounds, so a background hiccup hits both sides alike; each side's median round counts.
    // The side that goes first changes every round, so whatever the first of a pair leaves behind weighs on both.
    const round = Math.max(2, Math.round(DURATION_S / 5));
    const runs = { with: [], without: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? ['without', 'with'] : ['with', 'without'];
      for (const side of order) runs[side].push(await load(side === 'with' ? checked.url : unchecked.url, token, round));
    }
    const pool = (list) => ({
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      requests: list.reduce((a, r) => a + r.requests, 0),
      failures: list.reduce((a, r) => a + r.failures, 0),
    });
    const withCheck = pool(runs.with);
    const without = pool(runs.without);
    // What the check adds is taken round by round (each round with its neighbour of the other side, seconds
    // apart) and the median of those kept, as the gateway bench does: the machine's speed drifts between rounds
    // by more than the check costs. The side rows show each side's median round.
    const paired = (sides, f) => sides.with.map((r, i) => f(r, sides.without[i]));
    const losses = paired(runs, (w, wo) => 1 - w.rps / wo.rps);
    const loss = median(losses);
    const addedP99 = median(paired(runs, (w, wo) => w.p99 - wo.p99));
    const addedP50 = median(paired(runs, (w, wo) => w.p50 - wo.p50));
    // Latency at a third of the unchecked side's saturated rate, both sides in the same seconds, request by
    // request in turn: the machine's drift between rounds (steal time, background work) reached several ms at
    // p99, more than the check could add, so alternating rounds as above would measure the drift.
    const rate = Math.round(without.rps / 3 / 100) * 100;
    const pacedRuns = { with: [], without: [] };
    for (let i = 0; i < PACED_ROUNDS; i++) {
      const [without, withCheck] = await paced([unchecked.url, checked.url], token, rate, PACED_ROUND_S);
      pacedRuns.without.push(without);
      pacedRuns.with.push(withCheck);
    }
    const pacedWith = pool(pacedRuns.with);
    const pacedWithout = pool(pacedRuns.without);
    const pacedAddedP99s = paired(pacedRuns, (w, wo) => w.p99 - wo.p99);
    const pacedAdded = median(pacedAddedP99s);
    const pacedAddedP50 = median(paired(pacedRuns, (w, wo) => w.p50 - wo.p50));
    const range = (values, f) => `${f(Math.min(...values))} to ${f(Math.max(...values))}`;
    const redis = await redisCosts();
    const ratio = redis.check.mean / redis.set.mean;
    const ms = (v) => v.toFixed(3);
    const roundsOf = (list) => list.map((r) => `${r.p50.toFixed(2)}/${r.p99.toFixed(2)}`).join(', ');
    const us = (v) => v.toFixed(1);
    const line = (label, r) => `| ${label} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.requests} | ${r.failures} |`;
    writeSection(
      'quota',
      [
        '## Quota proxy: the platform API route with and without the quota check',
        '',
        machineLine(),
        `\`GET ${ROUTE}\` (\`Platform-Company-Id: ${COMPANY}\`) through two fresh quota proxy processes forwarding to the same reference platform API; one checks the ` +
          'quota (token verified against the JWKS, bucket match, one Redis script over the main and spike templates), the other ' +
          `has QUOTA_ENFORCEMENT=false. ${CONNECTIONS} keep-alive connections, ${ROUNDS} rounds of ${round} s per side, alternating ` +
          '(which side goes first changes every round); ' +
          'the median round of each side (latency per request with hrtime, ms); what the check adds is the median of the ' +
          "rounds' own differences (each round against the other side's round next to it; the lowest and highest in brackets). Then the same, open loop, at a third of the " +
          `unchecked side's saturated rate (requests sent on schedule, at 1 ms ticks, whatever the answers), both sides in the same ` +
          `${PACED_ROUNDS} rounds of ${PACED_ROUND_S} s, request by request in turn (each side half the rate): the machine's speed ` +
          'drifts between rounds by several ms at p99, and alternating rounds measured that drift more than the check.',
        '',
        '| Target | req/s | p50 (ms) | p99 (ms) | requests | non-2xx / errors |',
        '|---|---:|---:|---:|---:|---:|',
        line('saturated: proxy without the quota check', without),
        line('saturated: proxy with the quota check', withCheck),
        `| saturated: added by the check | ${(-loss * 100).toFixed(1)} % (rounds ${range(
          losses.map((l) => -l * 100),
          (v) => v.toFixed(1),
        )}) | ${ms(addedP50)} | ${ms(addedP99)} | | throughput loss ≤ 10 %: ${loss <= 0.1 ? 'yes' : 'no'} (Kong: −13 %) |`,
        line(`${rate} req/s in turn: proxy without the quota check`, pacedWithout),
        line(`${rate} req/s in turn: proxy with the quota check`, pacedWith),
        `| ${rate} req/s in turn: added by the check | | ${ms(pacedAddedP50)} | ${ms(pacedAdded)} (rounds ${range(pacedAddedP99s, ms)}) | | added p99 ≤ 0.5 ms: ${pacedAdded <= 0.5 ? 'yes' : 'no'} (Kong: +0.95 ms) |`,
        '',
        // Each round's own figures: the spread between rounds of one side is the noise any added figure sits in.
        `Saturated rounds in order, req/s: without the check ${runs.without.map((r) => r.rps.toFixed(0)).join(', ')}; with it ` +
          `${runs.with.map((r) => r.rps.toFixed(0)).join(', ')}.`,
        `Open-loop rounds in order, p50/p99 (ms): without the check ${roundsOf(pacedRuns.without)}; with it ${roundsOf(pacedRuns.with)}.`,
        '',
        `One ioredis client, ${REDIS_OPS.toLocaleString('en-US')} sequential round trips each, in alternating blocks of 500 (µs):`,
        '',
        '| Operation | mean (µs) | p50 (µs) | p99 (µs) |',
        '|---|---:|---:|---:|',
        `| plain \`SET\` | ${us(redis.set.mean)} | ${us(redis.set.p50)} | ${us(redis.set.p99)} |`,
        `| quota check (script, 2 templates) | ${us(redis.check.mean)} | ${us(redis.check.p50)} | ${us(redis.check.p99)} |`,
        `| ratio check / SET | ${ratio.toFixed(2)} | | | target ≤ 2: ${ratio <= 2 ? 'yes' : 'no'} |`,
      ].join('\n'),
    );
  } finally {
    await Promise.all([checked.stop(), unchecked.stop()]);
    await remove();
  }
}
