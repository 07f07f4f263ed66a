// `fuzz`: Schemathesis against the public API's OpenAPI document, once as a fresh developer and once
// as the demo admin, every check on. `npm run fuzz` is the long run; `npm test` runs `--bounded`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE, DATA, DEMO_PASSWORD, ROOT, ports, servicePort } from './config.mjs';
import { run } from './exec.mjs';
import { readMarker, writeMarker } from './install.mjs';
import { banner, error, info, ok, timed, warn } from './log.mjs';

/** Pinned: a new Schemathesis release adds checks, and a new failure should come from our change, not theirs. */
export const SCHEMATHESIS_VERSION = '4.32.5';

const VENV = path.join(CACHE, 'schemathesis-venv');
const BIN = path.join(VENV, 'bin', 'schemathesis');
const CONFIG = path.join(ROOT, 'scripts', 'lib', 'schemathesis.toml');
const OUT = path.join(DATA, 'fuzz');
/** FUZZ_GATEWAY_URL points a run at another gateway instance (one of your own, while others restart the shared one). */
const GATEWAY = process.env.FUZZ_GATEWAY_URL || `http://127.0.0.1:${servicePort('gateway', 8080)}`;

/** Examples per operation and phase; the seed makes a failing run reproducible with the same numbers. */
const BOUNDS = {
  bounded: { maxExamples: 10, seed: 15 },
  long: { maxExamples: 200, seed: 1515 },
};

/**
 * Operations each identity skips, because running them would defeat the run itself or wreck the demo
 * data that later steps and people rely on (docs/reliability.md lists the reasons). The developer run
 * still sends every admin operation, and is refused.
 */
const EXCLUDED = {
  developer: ['signOut'],
  admin: [
    'signOut',
    'replaceMarketplaceReferenceList',
    'changeAdminDeveloper',
    'updateMe',
    'requestEmailChange',
    'signOutOtherSessions',
    'signOutSession',
    'endDeveloperSessions',
  ],
};

/**
 * Checks an identity's run leaves out. A deleted app stays readable to a platform admin, with its
 * metrics, activity and rate limits, so that it can be inspected and restored: `use_after_free` (a GET
 * after a DELETE must be 404) holds for the developer, not for the admin. It failed once on
 * `GET /developer_apps/{id}/rate_limits` after the admin's DELETE (200 `[]`, 2026-11-27).
 */
const CHECKS_OFF = {
  developer: [],
  admin: ['use_after_free'],
};

async function ensureSchemathesis() {
  const marker = path.join(VENV, '.portal-version');
  if (readMarker(marker) === SCHEMATHESIS_VERSION && fs.existsSync(BIN)) return;
  await timed(`schemathesis ${SCHEMATHESIS_VERSION} into .cache/schemathesis-venv`, async () => {
    fs.rmSync(VENV, { recursive: true, force: true });
    await run('python3', ['-m', 'venv', VENV]);
    await run(path.join(VENV, 'bin', 'pip'), [
      'install',
      '--quiet',
      '--disable-pip-version-check',
      `schemathesis==${SCHEMATHESIS_VERSION}`,
    ]);
  });
  writeMarker(marker, SCHEMATHESIS_VERSION);
}

/** POST as the web client does; a stack still starting (503) gets a minute to come up. */
async function post(route, body) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${GATEWAY}/api/v1/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: GATEWAY },
      body: JSON.stringify(body),
    }).catch(() => null);
    if ((response && response.status !== 503) || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Signs in (or up) through the gateway; returns the session cookie and the CSRF token. */
async function openSession(route, body) {
  const response = await post(route, body);
  if (!response) throw new Error(`fuzz set-up: the gateway at ${GATEWAY} does not answer (is the stack up? npm start)`);
  const text = await response.text();
  if (!response.ok) throw new Error(`fuzz set-up: POST /api/v1/${route} answered ${response.status}: ${text.slice(0, 200)}`);
  const cookie = /(?:^|,\s*)portal_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  if (!cookie) throw new Error(`fuzz set-up: POST /api/v1/${route} set no portal_session cookie`);
  return { session: cookie[1], csrf: JSON.parse(text).csrfToken };
}

const IDENTITIES = {
  developer: () => {
    const email = `fuzz-${Date.now()}-${crypto.randomBytes(3).toString('hex')}@example.com`;
    const password = `Fuzz-${crypto.randomBytes(9).toString('base64url')}-1!`;
    return openSession('sign_up', { firstName: 'Fuzz', lastName: 'Developer', email, password, passwordConfirmation: password });
  },
  admin: () => openSession('session', { email: 'admin@example.com', password: DEMO_PASSWORD }),
};

/**
 * A fault of the fuzzer's own interpreter, not of the API: CPython 3.11 (Debian's) sometimes raises `SystemError: AST
 * constructor recursion depth mismatch` when Hypothesis parses a source file to describe a lambda
 * (python/cpython#106905). It lands on a random operation as an "error" with no check failed.
 */
const INTERPRETER_FAULT = /AST constructor recursion depth mismatch/;

/**
 * The operations whose only trouble in the run's JUnit report is an interpreter fault, when that is all the report
 * holds (no check failed, no other error); otherwise null.
 */
function interpreterFaultsOnly(dir) {
  const reports = fs.readdirSync(dir).filter((f) => /^junit-.*\.xml$/.test(f));
  if (reports.length !== 1) return null;
  const xml = fs.readFileSync(path.join(dir, reports[0]), 'utf8');
  if (xml.includes('<failure')) return null;
  const names = [];
  // A test case with something to say is an element with content; a self-closing one passed.
  for (const [, name, body] of xml.matchAll(/<testcase name="([^"]*)"[^>]*[^/]>([\s\S]*?)<\/testcase>/g)) {
    const errors = [...body.matchAll(/<error[^>]*>([\s\S]*?)<\/error>/g)];
    if (errors.length === 0) continue;
    if (!errors.every(([, message]) => INTERPRETER_FAULT.test(message))) return null;
    names.push(
      name
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
    );
  }
  return names.length > 0 ? names : null;
}

async function fuzzAs(identity, bounds, clientIp) {
  const { session, csrf } = await IDENTITIES[identity]();
  const dir = path.join(OUT, identity);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const env = {
    ...process.env,
    PORTAL_FUZZ_SESSION: session,
    PORTAL_FUZZ_CSRF: csrf,
    PORTAL_FUZZ_ORIGIN: GATEWAY,
    PORTAL_FUZZ_CLIENT_IP: clientIp,
  };
  info(`fuzzing as ${identity} (${EXCLUDED[identity].join(', ')} excluded); report in ${path.relative(ROOT, dir)}`);
  const code = await schemathesis(identity, bounds, dir, env, []);
  const faulted = code === 0 ? null : interpreterFaultsOnly(dir);
  if (!faulted) return code;
  // Those operations were not tested: test them again, alone, and let that run decide.
  warn(
    `Schemathesis's interpreter failed (python/cpython#106905) on ${faulted.join(', ')}; fuzzing ${faulted.length > 1 ? 'them' : 'it'} again`,
  );
  const again = path.join(dir, 'again');
  fs.mkdirSync(again, { recursive: true });
  return schemathesis(
    identity,
    bounds,
    again,
    env,
    faulted.flatMap((name) => ['--include-name', name]),
  );
}

/** One Schemathesis run as `identity`, reports in `dir`, `only` narrowing the operations; its exit code. */
async function schemathesis(identity, bounds, dir, env, only) {
  const args = [
    '--config-file',
    CONFIG,
    'run',
    `${GATEWAY}/api/v1/openapi.json`,
    // Every check is on through the config (`[checks] enabled = true`), not `--checks all`: a check named on the
    // command line would outrank any per-operation exception the config makes.
    '--max-examples',
    String(bounds.maxExamples),
    '--seed',
    String(bounds.seed),
    '--workers',
    '2',
    '--no-color',
    '--report',
    'junit,ndjson',
    '--report-dir',
    dir,
    ...EXCLUDED[identity].flatMap((id) => ['--exclude-operation-id', id]),
    ...(CHECKS_OFF[identity].length > 0 ? ['--exclude-checks', CHECKS_OFF[identity].join(',')] : []),
    ...only,
  ];
  // cwd: Schemathesis keeps its example database and cache in ./.schemathesis.
  const result = await run(BIN, args, { cwd: dir, env, allowFail: true });
  return result.code;
}

/**
 * Messages in every dead-letter topic (`dlq.<group>`), by topic. A request the API accepted must reach the read
 * models: an event a consumer cannot apply (the long run found a manifest FerretDB could not store) answers 2xx to
 * Schemathesis and is only seen here.
 */
async function deadLetterCounts() {
  // Imported here, not at the top: `npm test` loads this module before its install step has put kafkajs in place.
  const { default: kafkajs } = await import('kafkajs');
  const admin = new kafkajs.Kafka({
    clientId: 'portal-fuzz',
    brokers: [`127.0.0.1:${ports.kafka}`],
    logLevel: kafkajs.logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => t.startsWith('dlq.'));
    const counts = {};
    for (const topic of topics) {
      counts[topic] = (await admin.fetchTopicOffsets(topic)).reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);
    }
    return counts;
  } finally {
    await admin.disconnect();
  }
}

/** `fuzz [--bounded] [--as developer|admin]`: exits non-zero when either identity's run found anything, or an event was dead-lettered meanwhile. */
export async function fuzz(args = []) {
  const bounds = args.includes('--bounded') ? BOUNDS.bounded : BOUNDS.long;
  await ensureSchemathesis();
  const deadLettersBefore = await deadLetterCounts();
  const failed = [];
  // `--as developer` or `--as admin` runs one identity only (a long run of both takes most of an hour).
  const only = args.includes('--as') ? args[args.indexOf('--as') + 1] : null;
  if (only !== null && !(only in IDENTITIES)) {
    error(`fuzz --as: one of ${Object.keys(IDENTITIES).join(', ')}`);
    return 1;
  }
  for (const [identity, clientIp] of [
    ['developer', '198.51.100.15'],
    ['admin', '198.51.100.16'],
  ].filter(([identity]) => only === null || identity === only)) {
    banner(`Schemathesis as ${identity}`);
    const code = await fuzzAs(identity, bounds, clientIp);
    if (code !== 0) failed.push(identity);
  }
  // Consumers retry before they dead-letter: give the last events a moment to land either way.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const deadLettersAfter = await deadLetterCounts();
  const deadLettered = Object.entries(deadLettersAfter).filter(([topic, count]) => count > (deadLettersBefore[topic] ?? 0));
  if (deadLettered.length) {
    const list = deadLettered.map(([topic, count]) => `${topic} +${count - (deadLettersBefore[topic] ?? 0)}`).join(', ');
    error(`events were dead-lettered while fuzzing (${list}): the service logs say which and why`);
    return 1;
  }
  if (failed.length) {
    error(`fuzzing found failures as ${failed.join(' and ')} (reports under .data/fuzz/)`);
    return 1;
  }
  ok(`fuzzing: 0 failures as ${only ?? 'developer and as admin'}, no event dead-lettered`);
  return 0;
}
