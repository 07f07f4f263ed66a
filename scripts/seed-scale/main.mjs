// `npm run seed:scale -- --developers 100000 --apps 100000 --oauth-clients 100000`
//
// Scale data through the real write path: events appended to identity's and apps' event stores
// (with their outbox rows and the side tables the services write in the same transaction), in
// bulk, one transaction per batch; the outbox relays publish them, the services react and the
// projection projects them. Prints the write rate, then waits for the projection to catch up, or,
// for large runs (--rebuild, the default from 20,000 developers + apps), rebuilds the read models
// from the stores and lets the live consumer skip the queue the rebuild already covered: one event
// at a time, a 100,000-app backlog takes the live consumer about an hour on 2 cores.
// Every run adds new rows (fresh ids, e-mails tagged with the run); nothing existing is touched.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_PASSWORD } from '../lib/config.mjs';
import { SERVICES, serviceEnv, serviceUrl } from '../lib/services.mjs';
import { seedApps } from './apps.mjs';
import { seedDevelopers } from './developers.mjs';
import { prng } from './people.mjs';
import { projectionWatcher } from './projection-wait.mjs';
import { hashPassword, warmUpContracts } from './write-path.mjs';

const USAGE = `usage: npm run seed:scale -- [--developers N] [--apps N] [--oauth-clients N] [--batch 1000] [--seed N]
  [--password P] [--wait-minutes 60 | --no-wait] [--rebuild | --no-rebuild]
Each app gets its sandbox (live) and two OAuth clients (production + sandbox), so --oauth-clients N
makes at least ceil(N / 2) apps. Apps are owned by this run's developers, or by existing ones with --developers 0.`;

const int = (value, name) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0\n${USAGE}`);
  return n;
};

const options = () => {
  const { values } = parseArgs({
    options: {
      developers: { type: 'string', default: '0' },
      apps: { type: 'string', default: '0' },
      'oauth-clients': { type: 'string', default: '0' },
      batch: { type: 'string', default: '1000' },
      seed: { type: 'string' },
      password: { type: 'string', default: DEMO_PASSWORD },
      'wait-minutes': { type: 'string', default: '60' },
      'no-wait': { type: 'boolean', default: false },
      rebuild: { type: 'boolean' },
      'no-rebuild': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const developers = int(values.developers, 'developers');
  const clients = int(values['oauth-clients'], 'oauth-clients');
  const apps = Math.max(int(values.apps, 'apps'), Math.ceil(clients / 2));
  const batch = Math.max(1, int(values.batch, 'batch'));
  const seed = values.seed === undefined ? Date.now() % 2 ** 31 : int(values.seed, 'seed');
  return {
    developers,
    apps,
    batch,
    seed,
    password: values.password,
    waitMs: values['no-wait'] ? 0 : int(values['wait-minutes'], 'wait-minutes') * 60_000,
    rebuild: !values['no-wait'] && !values['no-rebuild'] && (values.rebuild ?? developers + apps >= 20_000),
  };
};

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const rate = (count, ms) => fmt((count * 1000) / Math.max(ms, 1));
const forHundredThousand = (count, ms) => (count > 0 ? `${fmt((100_000 * ms) / count / 1000)} s` : 'unknown (none written)');
const poolFor = (name) => new pg.Pool({ connectionString: serviceEnv(SERVICES.find((s) => s.name === name)).DATABASE_URL, max: 3 });

/** Owners for apps seeded without new developers: developers identity already has. */
const existingDevelopers = async (pool, limit) => {
  const { rows } = await pool.query('SELECT developer_id FROM developer_emails ORDER BY developer_id LIMIT $1', [limit]);
  const signedUpAt = new Date(Date.now() - 30 * 86_400_000).toISOString();
  return rows.map((r) => ({ developerId: r.developer_id, signedUpAt }));
};

/** Runs `step(from, size)` over `total` in batches, printing progress and the rate. */
const inBatches = async (label, total, batch, step) => {
  const started = Date.now();
  for (let from = 0; from < total; from += batch) {
    await step(from, Math.min(batch, total - from));
    const done = Math.min(total, from + batch);
    console.log(`  ${label} ${fmt(done)}/${fmt(total)}  ${rate(done, Date.now() - started)}/s`);
  }
  return Date.now() - started;
};

const main = async () => {
  const opts = options();
  if (opts.developers + opts.apps === 0) throw new Error(`nothing to seed\n${USAGE}`);
  const runTag = Date.now().toString(36);
  const random = prng(opts.seed);
  const context = { correlationId: `seed-scale-${runTag}`, causationId: null, actorId: null };
  const identityPool = poolFor('identity');
  const appsPool = poolFor('apps');
  const watcher = projectionWatcher({
    projectionUrl: process.env.PROJECTION_URL ?? serviceUrl(SERVICES.find((s) => s.name === 'projection')),
    internalToken: process.env.INTERNAL_TOKEN ?? 'dev-internal-token',
  });
  let polling = Promise.resolve();
  const pollNow = () => {
    polling = polling.then(() => watcher.poll()).catch((error) => console.warn(`  (projection check failed: ${error.message})`));
  };
  const timer = setInterval(pollNow, 3000);
  try {
    console.log(`seed:scale run ${runTag} (seed ${opts.seed}): ${fmt(opts.developers)} developers, ${fmt(opts.apps)} apps`);
    const passwordHash = await hashPassword(opts.password);
    warmUpContracts();
    const started = Date.now();
    const owners = [];
    const developersMs = await inBatches('developers', opts.developers, opts.batch, async (from, count) => {
      const { developers, envelopes } = await seedDevelopers({ pool: identityPool, random, runTag, from, count, passwordHash, context });
      owners.push(...developers);
      watcher.track(envelopes);
      if (from === 0)
        console.log(
          `  sign in as ${developers[0].email} with the password ${opts.password === DEMO_PASSWORD ? 'of the demo accounts' : 'given'}`,
        );
    });
    if (opts.apps > 0 && owners.length === 0) owners.push(...(await existingDevelopers(identityPool, 100_000)));
    if (opts.apps > 0 && owners.length === 0) throw new Error('no developers to own the apps: seed some with --developers N');
    let deleted = 0;
    const appsMs = await inBatches('apps', opts.apps, opts.batch, async (from, count) => {
      const result = await seedApps({ identityPool, appsPool, random, owners, count, context });
      deleted += result.deleted;
      watcher.track(result.identity);
      watcher.track(result.apps);
    });
    const wroteAt = Date.now();
    console.log(
      [
        `wrote in ${((wroteAt - started) / 1000).toFixed(1)} s:`,
        `  ${fmt(opts.developers)} developers (${rate(opts.developers, developersMs)}/s)`,
        `  ${fmt(opts.apps)} apps with live sandboxes, ${fmt(deleted)} of them deleted (${rate(opts.apps, appsMs)}/s)`,
        `  ${fmt(opts.apps * 2)} OAuth clients (production + sandbox per app)`,
        `  at these rates 100,000 developers take about ${forHundredThousand(opts.developers, developersMs)}, 100,000 apps ${forHundredThousand(opts.apps, appsMs)}`,
      ].join('\n'),
    );
    clearInterval(timer);
    await polling;
    if (opts.waitMs === 0) return;
    if (opts.rebuild) {
      console.log('rebuilding the read models from the stores (npm run projections:rebuild)…');
      const projection = SERVICES.find((s) => s.name === 'projection');
      const cli = path.join(projection.dir, 'dist', 'rebuilding', 'rebuild.cli.js');
      const result = spawnSync(process.execPath, [cli], { cwd: projection.dir, env: serviceEnv(projection), stdio: 'inherit' });
      if (result.status !== 0) throw new Error('the rebuild failed');
      console.log(`read models rebuilt ${((Date.now() - wroteAt) / 1000).toFixed(1)} s after the last write`);
      return;
    }
    console.log(`waiting for the projection (${fmt(watcher.pending)} checkpoints pending)…`);
    let lastReport = 0;
    const caughtUp = await watcher.untilCaughtUp(opts.waitMs, (pending, failure) => {
      if (Date.now() - lastReport < 10_000) return;
      lastReport = Date.now();
      const why = failure ? ` (the projection did not answer: ${failure.message})` : '';
      console.log(`  ${fmt(pending)} checkpoints pending after ${((Date.now() - wroteAt) / 1000).toFixed(0)} s${why}`);
    });
    const done = Date.now();
    if (!watcher.available) console.log('the projection has no positions endpoint: not waiting');
    else if (!caughtUp)
      throw new Error(`the projection has not caught up after ${opts.waitMs / 60_000} min (${watcher.pending} checkpoints pending)`);
    else
      console.log(
        `projection caught up ${((done - wroteAt) / 1000).toFixed(1)} s after the last write (${((done - started) / 1000).toFixed(1)} s after the first)`,
      );
  } finally {
    clearInterval(timer);
    await polling;
    await Promise.all([identityPool.end(), appsPool.end()]);
  }
};

main().catch((error) => {
  console.error(`seed:scale failed: ${error.message}`);
  process.exit(1);
});
