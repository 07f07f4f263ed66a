// `test`: the whole pipeline CI runs, step by step, failing fast. Whatever the
// run started is stopped at the end; a dev stack that was already up stays up.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, S3_BUCKET, ports } from './config.mjs';
import { run, signalActive } from './exec.mjs';
import { fuzz } from './cmd-fuzz.mjs';
import { installInfra } from './infra.mjs';
import { banner, error, ok } from './log.mjs';
import { build, bringUp } from './cmd-start.mjs';
import { aliveNames, stopNames } from './cmd-stop.mjs';
import { startServices, testEnv } from './services.mjs';

const jest = (args, env) => run('npx', ['--no-install', 'jest', ...args], { cwd: ROOT, env });

async function hasTests(project, env) {
  const res = await run('npx', ['--no-install', 'jest', '--selectProjects', project, '--listTests'], {
    cwd: ROOT,
    env,
    capture: true,
    allowFail: true,
  });
  return res.code === 0 && res.output.split('\n').some((l) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(l.trim()));
}

/** The services whose behaviour depends on the deployment profile below (the others ignore it). */
const PROFILE_SERVICES = ['gateway', 'apps', 'marketplace'];

/**
 * A government-hosted deployment: the restricted edition, and logos in an S3-compatible bucket (the
 * local infra/s3 server, which accepts any key) instead of local disk. Marketplace self-service is on,
 * so listings are partner-gated per app (its forms on the reserved `.test` domain).
 */
const restrictedProfile = () => ({
  PORTAL_EDITION: 'restricted',
  MARKETPLACE_SELF_SERVICE_ENABLED: 'true',
  PARTNER_ACTIVATION_FORM_URL: 'https://partners.provider.test/listing-activation',
  PARTNER_PROGRAM_FORM_URL: 'https://partners.provider.test/apply',
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
  S3_BUCKET,
  S3_FORCE_PATH_STYLE: 'true',
  S3_PREFIX: 'restricted-e2e',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
});

/** Restarts the profile's services with `settings` set (a value of undefined removes a setting). */
async function restartWith(settings) {
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await stopNames(PROFILE_SERVICES);
  await startServices(PROFILE_SERVICES);
}

/**
 * The restricted edition and the S3 driver are deployment settings: the gateway, apps and marketplace are
 * restarted with them for `*.restricted.e2e.mjs`, then put back as they were, whatever happens.
 */
async function restrictedDeployment() {
  const e2e = path.join(ROOT, 'e2e', 'run.mjs');
  const profile = restrictedProfile();
  const previous = Object.fromEntries(Object.keys(profile).map((key) => [key, process.env[key]]));
  await restartWith(profile);
  try {
    await run(process.execPath, [e2e], { cwd: ROOT, env: { ...testEnv(), ...profile, E2E_EDITION: 'restricted' } });
  } finally {
    await restartWith(previous);
  }
}

/** `npm test -- --skip check,e2e` while iterating locally; CI runs every step. */
function skipped(args) {
  const i = args.indexOf('--skip');
  return new Set(i >= 0 ? (args[i + 1] ?? '').split(',') : []);
}

export async function test(args = []) {
  const skip = skipped(args);
  // The sandbox card's "really popular right now" notice needs more queued builds than
  // SANDBOX_BUSY_THRESHOLD (25 by default); the services this run starts (serviceEnv copies
  // process.env) and the tests (testEnv) share a low one, so e2e/tests/sandbox.e2e.mjs can reach it.
  process.env.SANDBOX_BUSY_THRESHOLD ??= '3';
  const t0 = Date.now();
  const before = new Set(aliveNames());
  const servicesWereUp = aliveNames().some((n) => !['postgres', 'redis', 'kafka', 'ferretdb', 'mailcatcher', 's3'].includes(n));
  let step = '';
  const steps = [
    ['install', 'install what is missing', () => installInfra()],
    ['build', 'build (turbo)', () => build()],
    ['check', 'static checks (npm run check)', () => run('npm', ['run', 'check'], { cwd: ROOT })],
    ['unit', 'unit tests', () => jest(['--selectProjects', 'unit'], testEnv())],
    ['up', 'start infrastructure and services', () => bringUp({ restartServices: servicesWereUp, skipBuild: true })],
    ['int', 'integration tests', () => jest(['--selectProjects', 'int'], testEnv())],
    // Chaos last: it stops Kafka and leaves a thousand developers behind for every later fan-out.
    [
      'e2e',
      'end-to-end tests',
      async () => {
        const e2e = path.join(ROOT, 'e2e', 'run.mjs');
        if (!fs.existsSync(e2e)) return ok('no e2e/run.mjs yet; skipped');
        await run(process.execPath, [e2e], { cwd: ROOT, env: testEnv() });
      },
    ],
    ['edition', 'restricted deployment end-to-end tests (restricted edition, S3 logo storage)', () => restrictedDeployment()],
    [
      'fuzz',
      'Schemathesis against /api/v1/openapi.json, bounded (npm run fuzz is the long run)',
      async () => {
        if ((await fuzz(['--bounded'])) !== 0) throw new Error('fuzzing found failures (reports under .data/fuzz/)');
      },
    ],
    [
      'chaos',
      'chaos tests (Kafka stopped and restarted)',
      async () => {
        if (!(await hasTests('chaos', testEnv()))) return ok('no chaos tests yet; skipped');
        await jest(['--selectProjects', 'chaos', '--runInBand'], testEnv());
      },
    ],
  ];
  let cleaning = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      const ours = aliveNames().filter((n) => !before.has(n));
      if (ours.length) {
        banner('Stopping what the test run started');
        await stopNames(ours);
      }
    })());
  // An interrupted run must not leave a half-started stack behind either.
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.once(sig, () => {
      error(`${sig} during step ${step}`);
      signalActive(sig);
      cleanUp().finally(() => process.exit(130));
    });
  }
  let code = 0;
  try {
    for (const [i, [key, title, fn]] of steps.entries()) {
      step = `${i + 1}/${steps.length} ${title}`;
      banner(`Step ${step}`);
      if (skip.has(key)) ok(`skipped (--skip ${key})`);
      else await fn();
    }
  } catch (e) {
    error(`step ${step} failed: ${e.message}`);
    code = 1;
  } finally {
    await cleanUp();
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(0);
  if (code === 0) ok(`all test steps passed in ${secs}s`);
  else error(`test run failed at step ${step} after ${secs}s`);
  return code;
}
