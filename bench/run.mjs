// `npm run bench`: GET /api/v1/notifications through the gateway (a signed-in developer, 50
// announcements) against a bare Fastify route returning the same JSON, in the same run, with
// autocannon for a fixed, bounded time each. Loopback only. Writes BENCHMARKS.md.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const PROJECTION = process.env.PROJECTION_URL ?? 'http://127.0.0.1:4002';
const INTERNAL_TOKEN = process.env.INTERNAL_TOKEN ?? 'dev-internal-token';
const ADMIN_PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'Portal-demo-1!';
const ANNOUNCEMENTS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = 10;

for (const url of [GATEWAY, PROJECTION]) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname))
    throw new Error(`The benchmark only targets this machine, not ${url}`);
}

/** A cookie-keeping client, as a browser would be. */
const client = () => {
  let cookie = '';
  let csrf = '';
  const call = async (method, route, body) => {
    const headers = { ...(cookie && { cookie }), ...(csrf && method !== 'GET' && { 'x-csrf-token': csrf }) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(route, GATEWAY), { method, headers, body: body === undefined ? null : JSON.stringify(body) });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    if (json?.csrfToken) csrf = json.csrfToken;
    if (response.status >= 400) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 200)}`);
    return { json, text };
  };
  return { call, cookie: () => cookie };
};

const measure = (url, headers) =>
  new Promise((resolve, reject) => {
    const run = (duration, done) => autocannon({ url, headers, connections: CONNECTIONS, duration }, done);
    run(WARMUP_S, (warmupError) => {
      if (warmupError) return reject(warmupError);
      run(DURATION_S, (error, result) => (error ? reject(error) : resolve(result)));
    });
  });

const startBareServer = (jsonFile) =>
  new Promise((resolve, reject) => {
    const child = fork(path.join(ROOT, 'bench', 'bare-server.mjs'), [jsonFile], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', ({ port }) => resolve({ child, url: `http://127.0.0.1:${port}/api/v1/notifications` }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });

const eventually = async (probe, timeoutMs = 30000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error('timed out waiting for the announcements to reach the read model');
    await new Promise((r) => setTimeout(r, 200));
  }
};

const summary = (result) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  p50: result.latency.p50,
  requests: result.requests.total,
  failures: result.non2xx + result.errors + result.timeouts,
});

const write = (rows, items, bytes, load) => {
  const [gateway, projection, bare] = rows;
  const cpus = os.cpus();
  const section = [
    '<!-- bench:notifications -->',
    '## GET /api/v1/notifications',
    '',
    `Run ${new Date().toISOString()} on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version};`,
    `1-minute load average ${load.toFixed(1)} when it started (everything else the machine runs competes for the same cores).`,
    `A signed-in developer's feed with ${items} visible announcements (${ANNOUNCEMENTS} created by the run; ${bytes} bytes of JSON),`,
    `autocannon with ${CONNECTIONS} connections for ${DURATION_S} s after a ${WARMUP_S} s warm-up, over loopback, everything on the same machine.`,
    '',
    '| Target | req/s | p50 (ms) | p99 (ms) | requests | non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|',
    `| gateway (session, read-your-writes check, projection, MongoDB protocol store) | ${gateway.rps.toFixed(0)} | ${gateway.p50} | ${gateway.p99} | ${gateway.requests} | ${gateway.failures} |`,
    `| projection alone (internal call, same query; no gateway) | ${projection.rps.toFixed(0)} | ${projection.p50} | ${projection.p99} | ${projection.requests} | ${projection.failures} |`,
    `| bare Fastify route, same JSON | ${bare.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} | ${bare.requests} | ${bare.failures} |`,
    `| ratio gateway / bare | ${(gateway.rps / bare.rps).toFixed(3)} | | ${(gateway.p99 / Math.max(bare.p99, 1)).toFixed(1)}× | | |`,
    '',
    'Re-run with the portal started (`npm start`): `npm run bench` (`BENCH_DURATION_S` changes the measured time).',
    '<!-- /bench:notifications -->',
  ].join('\n');
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nWritten by `npm run bench`.\n';
  const pattern = /<!-- bench:notifications -->[\s\S]*<!-- \/bench:notifications -->/;
  writeFileSync(file, pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`);
  console.log(section);
};

const main = async () => {
  const load = os.loadavg()[0];
  const health = await fetch(new URL('/healthz', GATEWAY)).catch(() => null);
  if (!health?.ok) throw new Error(`the gateway does not answer on ${GATEWAY}: start the portal first (npm start)`);
  const admin = client();
  await admin.call('POST', '/api/v1/session', { email: 'admin@example.com', password: ADMIN_PASSWORD });
  const developer = client();
  const email = `bench-${Date.now().toString(36)}${process.pid}@example.com`;
  const { json: signedUp } = await developer.call('POST', '/api/v1/sign_up', {
    firstName: 'Bench',
    lastName: 'Developer',
    email,
    password: 'Str0ng!password',
    passwordConfirmation: 'Str0ng!password',
  });

  const ids = [];
  let bare = null;
  try {
    for (let i = 1; i <= ANNOUNCEMENTS; i += 1) {
      const { json } = await admin.call('POST', '/api/v1/admin/notifications', {
        title: `Benchmark announcement ${i}`,
        summary: `A summary of about the length the list shows, for announcement ${i} of the benchmark run. `.repeat(2).trim(),
        body: `## Announcement ${i}\n\nSome **markdown** with a [link](https://example.com) and a list:\n\n- one\n- two\n- three\n`,
      });
      ids.push(json.id);
    }
    let feed = null;
    await eventually(async () => {
      feed = await developer.call('GET', '/api/v1/notifications');
      return ids.every((id) => feed.json.some((n) => n.id === id));
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
    writeFileSync(path.join(dir, 'feed.json'), feed.text);
    bare = await startBareServer(path.join(dir, 'feed.json'));

    console.log(`bench: ${feed.json.length} notifications, ${feed.text.length} bytes; bare Fastify route...`);
    const bareResult = summary(await measure(bare.url, {}));
    console.log('bench: through the gateway...');
    const gatewayResult = summary(await measure(new URL('/api/v1/notifications', GATEWAY).toString(), { cookie: developer.cookie() }));
    console.log('bench: the projection alone...');
    const projectionResult = summary(
      await measure(new URL('/notifications', PROJECTION).toString(), {
        'x-internal-token': INTERNAL_TOKEN,
        'x-actor-id': signedUp.user.id,
        'x-actor-roles': '',
      }),
    );
    write([gatewayResult, projectionResult, bareResult], feed.json.length, feed.text.length, load);
  } finally {
    bare?.child.disconnect();
    // The feed is shared: leave no benchmark announcement behind.
    for (const id of ids) await admin.call('DELETE', `/api/v1/admin/notifications/${id}`).catch(() => undefined);
  }
};

main().catch((error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});
