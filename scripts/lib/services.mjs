// The NestJS services: registry, environment, start/stop. Any variable already in
// the environment wins over our loopback defaults, so managed infrastructure can
// be pointed at without editing anything.
import fs from 'node:fs';
import path from 'node:path';
import { DATA, DEMO_PASSWORD, PUBLIC_URL, ROOT, S3_BUCKET, ports, servicePort } from './config.mjs';
import { run } from './exec.mjs';
import { error, info, ok, prefix } from './log.mjs';
import { httpStatus, livePid, removeRecord, spawnDetached, stopGroup, tail, tcpCheck, waitFor } from './processes.mjs';
import { localRedisUrl } from './redis.mjs';
import { seedDemoAnnouncements } from './seed-announcements.mjs';
import { seedDemoApp } from './seed-apps.mjs';
import { seedDemoListing } from './seed-listing.mjs';
import { seedDemoReview } from './seed-review.mjs';

const REGISTRY = [
  ['identity', 4001],
  ['projection', 4002],
  ['apps', 4003],
  ['marketplace', 4004],
  ['notifications', 4005],
  ['metrics', 4006],
  ['quota-proxy', 4007],
  ['gateway', 8080],
];

export const envName = (name) => name.toUpperCase().replace(/-/g, '_');

export const SERVICES = REGISTRY.map(([name, port]) => ({
  name,
  port: servicePort(name, port),
  dir: path.join(ROOT, 'services', name),
}));

export const presentServices = () => SERVICES.filter((s) => fs.existsSync(path.join(s.dir, 'package.json')));
export const serviceUrl = (s) => `http://127.0.0.1:${s.port}`;
const databaseUrl = (s) => `postgres://portal:portal@127.0.0.1:${ports.postgres}/portal_${s.name.replace(/-/g, '_')}`;

/** Connection settings shared by every service and by the test runs. */
export function sharedEnv() {
  const defaults = {
    NODE_ENV: 'development',
    KAFKA_BROKERS: `127.0.0.1:${ports.kafka}`,
    MONGO_URL: `mongodb://127.0.0.1:${ports.mongo}/portal`,
    REDIS_URL: localRedisUrl(),
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    MAIL_API_URL: `http://127.0.0.1:${ports.mailHttp}`,
    PUBLIC_URL,
    PORTAL_EDITION: 'standard',
    PORTAL_DEMO_PASSWORD: DEMO_PASSWORD,
    WEB_DIST: path.join(ROOT, 'web', 'dist'),
    DATA_DIR: DATA,
  };
  for (const s of SERVICES) defaults[`${envName(s.name)}_URL`] = serviceUrl(s);
  const env = { ...process.env };
  for (const [k, v] of Object.entries(defaults)) if (env[k] === undefined || env[k] === '') env[k] = String(v);
  return env;
}

export function serviceEnv(s) {
  const env = sharedEnv();
  env.PORT = String(s.port);
  env.SERVICE_NAME = s.name;
  env.DATABASE_URL = process.env[`${envName(s.name)}_DATABASE_URL`] || process.env.DATABASE_URL || databaseUrl(s);
  return env;
}

/** What the jest projects see: every URL a test may need, per-service databases by name. */
export function testEnv() {
  const env = sharedEnv();
  env.PORTAL_TEST = '1';
  env.GATEWAY_URL ||= serviceUrl(SERVICES.find((s) => s.name === 'gateway'));
  for (const s of SERVICES) env[`${envName(s.name)}_DATABASE_URL`] ||= databaseUrl(s);
  env.POSTGRES_URL ||= `postgres://portal:portal@127.0.0.1:${ports.postgres}/postgres`;
  env.CHROMIUM_PATH ||= '/usr/bin/chromium';
  // The local S3 server (infra/s3) for the S3 storage driver's tests; the dev stack stays on local disk.
  env.S3_ENDPOINT ||= `http://127.0.0.1:${ports.s3}`;
  env.S3_BUCKET ||= S3_BUCKET;
  env.S3_FORCE_PATH_STYLE ||= 'true';
  return env;
}

export const health = async (s) => (await httpStatus(`${serviceUrl(s)}/healthz`)) === 200;

async function startService(s) {
  let pid = livePid(s.name);
  const running = !!pid;
  if (!pid) {
    const main = path.join(s.dir, 'dist', 'main.js');
    if (!fs.existsSync(main)) throw new Error(`${path.relative(ROOT, main)} is missing (did the build succeed?)`);
    if (await tcpCheck(s.port))
      throw new Error(`port ${s.port} for ${s.name} is already in use by another process (set ${envName(s.name)}_PORT)`);
    pid = spawnDetached(s.name, process.execPath, ['--enable-source-maps', main], { env: serviceEnv(s), cwd: s.dir });
  }
  try {
    await waitFor(() => health(s), { pid, what: s.name, timeoutMs: 60000, intervalMs: 300 });
  } catch (e) {
    error(`${s.name} failed: ${e.message}\n--- last lines of .data/logs/${s.name}.log ---\n${tail(s.name)}`);
    throw e;
  }
  ok(`${prefix(s.name)} ${running ? 'already running' : 'started'} (pid ${pid}) on ${serviceUrl(s)}`);
  return running ? null : s.name;
}

/** Backends first, the gateway last (it proxies to the others). */
/** Starts the present services (or only those named) that are not running yet, the gateway last. */
export async function startServices(only = null) {
  const list = presentServices().filter((s) => !only || only.includes(s.name));
  const started = [];
  for (const s of list.filter((x) => x.name !== 'gateway')) {
    const name = await startService(s);
    if (name) started.push(name);
  }
  const gw = list.find((x) => x.name === 'gateway');
  if (gw) {
    const name = await startService(gw);
    if (name) started.push(name);
  }
  return started;
}

export async function stopServices(names) {
  const list = [...SERVICES].reverse().filter((s) => !names || names.includes(s.name));
  // The gateway first, so no new traffic reaches backends that are going away.
  for (const s of list) {
    const pid = livePid(s.name);
    if (!pid) continue;
    info(`${prefix(s.name)} ${await stopGroup(pid, { graceMs: 10000 })}`);
    removeRecord(s.name);
  }
}

export const runningServices = () => SERVICES.filter((s) => livePid(s.name));

export async function seedDemo() {
  const identity = SERVICES.find((s) => s.name === 'identity');
  const cli = path.join(identity.dir, 'dist', 'seeding', 'seed-demo.cli.js');
  if (!fs.existsSync(cli)) return info('no identity seed CLI yet; skipping demo seed');
  await run(process.execPath, ['--enable-source-maps', cli], { env: serviceEnv(identity), cwd: identity.dir });
  const gateway = SERVICES.find((s) => s.name === 'gateway');
  if (livePid(gateway.name)) {
    await seedDemoApp(serviceUrl(gateway));
    await seedDemoListing(serviceUrl(gateway));
    await seedDemoReview(serviceUrl(gateway));
    await seedDemoAnnouncements(serviceUrl(gateway));
  }
  ok('demo data seeded');
}
