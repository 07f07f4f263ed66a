// `test`: the whole pipeline CI runs, step by step, failing fast. Whatever the
// run started is stopped at the end; a dev stack that was already up stays up.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './config.mjs';
import { run, signalActive } from './exec.mjs';
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

/** The services whose behaviour depends on PORTAL_EDITION (the others ignore it). */
const EDITION_SERVICES = ['gateway', 'apps'];

async function restartWithEdition(edition) {
  process.env.PORTAL_EDITION = edition;
  await stopNames(EDITION_SERVICES);
  await startServices(EDITION_SERVICES);
}

/**
 * The restricted (government-hosted) edition is a deployment setting: the gateway and apps are
 * restarted with PORTAL_EDITION=restricted for `*.restricted.e2e.mjs`, then put back, whatever happens.
 */
async function restrictedEdition() {
  const e2e = path.join(ROOT, 'e2e', 'run.mjs');
  const previous = process.env.PORTAL_EDITION;
  await restartWithEdition('restricted');
  try {
    await run(process.execPath, [e2e], { cwd: ROOT, env: { ...testEnv(), E2E_EDITION: 'restricted' } });
  } finally {
    await restartWithEdition(previous ?? 'standard');
    if (previous === undefined) delete process.env.PORTAL_EDITION;
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
    ['edition', 'restricted-edition end-to-end tests', () => restrictedEdition()],
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
