// Shared pieces of the `npm run bench` modules: the targets, a cookie-keeping client, autocannon
// with a warm-up, the bare Fastify peer and the BENCHMARKS.md writer. Loopback targets only.
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
export const PROJECTION = process.env.PROJECTION_URL ?? 'http://127.0.0.1:4002';
export const INTERNAL_TOKEN = process.env.INTERNAL_TOKEN ?? 'dev-internal-token';
export const DEMO_PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'Portal-demo-1!';
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const WARMUP_S = 2;
export const CONNECTIONS = 10;

for (const url of [GATEWAY, PROJECTION]) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname))
    throw new Error(`The benchmark only targets this machine, not ${url}`);
}

/** A cookie-keeping client, as a browser would be. */
export const client = () => {
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
    return { json, text, headers: response.headers };
  };
  return { call, cookie: () => cookie };
};

/** Signs in one of the demo accounts (or any account with the demo password). */
export const signedIn = async (email) => {
  const c = client();
  await c.call('POST', '/api/v1/session', { email, password: DEMO_PASSWORD });
  return c;
};

const summary = (result) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  p50: result.latency.p50,
  requests: result.requests.total,
  failures: result.non2xx + result.errors + result.timeouts,
});

/** The median of the values that are not null (the upper one of an even count), or null when there are none. */
export const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** Throughput and latency of one URL: a warm-up, then DURATION_S seconds with CONNECTIONS connections. */
export const measure = (url, headers = {}, options = {}) =>
  new Promise((resolve, reject) => {
    const run = (duration, done) =>
      autocannon({ url, headers, connections: options.connections ?? CONNECTIONS, duration, ...options.autocannon }, done);
    run(options.warmupS ?? WARMUP_S, (warmupError) => {
      if (warmupError) return reject(warmupError);
      run(options.durationS ?? DURATION_S, (error, result) => (error ? reject(error) : resolve(summary(result))));
    });
  });

/**
 * The peer: a bare Fastify route (the gateway's own Fastify version) answering `body` at `route`, with
 * `headers` (the portal's own answer's, so the client reads the same bytes; `x-request-id` gets a fresh id).
 */
export const startBareServer = (body, route, headers = {}) =>
  new Promise((resolve, reject) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
    const file = path.join(dir, 'body.json');
    writeFileSync(file, body);
    writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers));
    const child = fork(path.join(ROOT, 'bench', 'lib', 'bare-server.mjs'), [file, route, path.join(dir, 'headers.json')], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', ({ port }) => resolve({ url: `http://127.0.0.1:${port}${route}`, stop: () => child.disconnect() }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });

/** The headers an answer carries that a peer should send too (not the transport's own, nor content type/length). */
export const answerHeaders = (response) =>
  Object.fromEntries(
    [...response.headers.entries()].filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding'].includes(name),
    ),
  );

/** Polls `probe` until it is truthy; bounded. */
export const eventually = async (probe, timeoutMs = 30000, what = 'the read model') => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** The first line of every section: when, on what, and how busy the machine was. */
let settledLine = '';
let started = null;
/**
 * What `settled()` found before the measuring: kept for every section's machine line, with the
 * time and load average of that moment (the line is written when the section ends).
 */
export const noteSettled = (line) => {
  settledLine = ` ${line}`;
  started = { at: new Date(), load: os.loadavg()[0] };
};

export const machineLine = () => {
  const cpus = os.cpus();
  const { at, load } = started ?? { at: new Date(), load: os.loadavg()[0] };
  return (
    `Run ${at.toISOString()} on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-minute load average ` +
    `${load.toFixed(1)} when it started (everything the machine runs competes for the same cores).${settledLine}`
  );
};

/** One row of a results table. */
export const row = (label, r) => `| ${label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.failures} |`;
export const TABLE_HEAD = ['| Target | req/s | p50 (ms) | p99 (ms) | requests | non-2xx / errors |', '|---|---:|---:|---:|---:|---:|'];

/** Replaces (or appends) the `<!-- bench:name -->` block of BENCHMARKS.md. */
export const writeSection = (name, markdown) => {
  const section = `<!-- bench:${name} -->\n${markdown.trim()}\n<!-- /bench:${name} -->`;
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\nWritten by `npm run bench`.\n';
  const pattern = new RegExp(`<!-- bench:${name} -->[\\s\\S]*<!-- /bench:${name} -->`);
  writeFileSync(file, pattern.test(current) ? current.replace(pattern, () => section) : `${current.trimEnd()}\n\n${section}\n`);
  console.log(section);
};
