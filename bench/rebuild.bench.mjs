// `npm run projections:rebuild` timed over every event in the stores the projection replays
// (target: 300,000+ events at ≥ 5,000 events/s), next to its peer: a bare `pg` client reading the
// same events in the same pages, the ceiling of any replay. BENCH_REBUILD_DRY_RUN=1 measures only
// the peer (a rebuild empties the read models for a while: not while others test on the stack).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ROOT, machineLine, writeSection } from './lib/harness.mjs';

const TARGET_EVENTS = 300_000;
const TARGET_RATE = 5_000;
const PAGE = 1000;
const DRY_RUN = process.env.BENCH_REBUILD_DRY_RUN === '1';
// The stores the projection replays (services/projection/src/core/sources.ts).
const SOURCES = ['identity', 'notifications', 'apps'];

const databaseUrl = (source) =>
  process.env[`${source.toUpperCase()}_DATABASE_URL`] ?? `postgres://portal:portal@127.0.0.1:55432/portal_${source}`;

/** Reads every event of one store in position order, a page at a time, as the replay does. */
const readAll = async (source) => {
  const db = new pg.Client({ connectionString: databaseUrl(source) });
  await db.connect();
  try {
    let after = 0;
    let events = 0;
    for (;;) {
      const { rows } = await db.query(
        `SELECT position, event_id, stream_id, stream_version, type, schema_version, data, metadata
           FROM es_events WHERE position > $1 ORDER BY position LIMIT $2`,
        [after, PAGE],
      );
      events += rows.length;
      if (rows.length < PAGE) return events;
      after = Number(rows.at(-1).position);
    }
  } finally {
    await db.end();
  }
};

const bareRead = async () => {
  const started = performance.now();
  const perSource = {};
  for (const source of SOURCES) perSource[source] = await readAll(source);
  return { perSource, events: Object.values(perSource).reduce((a, b) => a + b, 0), ms: performance.now() - started };
};

/** Runs the real command and reads its own account of the replay ("… from N events in T ms"). */
const rebuild = () => {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'portal.mjs'), 'rebuild'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60 * 60_000,
  });
  const wallMs = performance.now() - started;
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`projections:rebuild failed: ${output.trim().slice(-500)}`);
  const reported = /from (\d+) events in (\d+) ms/.exec(output);
  return { wallMs, events: reported ? Number(reported[1]) : null, tookMs: reported ? Number(reported[2]) : null, output: output.trim() };
};

const perSecond = (events, ms) => Math.round((events * 1000) / Math.max(ms, 1));
const fmt = (n) => n.toLocaleString('en-US');

export default async function bench() {
  const peer = await bareRead();
  const run = DRY_RUN ? null : rebuild();
  const events = run?.events ?? peer.events;
  const rate = run ? perSecond(events, run.tookMs ?? run.wallMs) : null;
  const found = SOURCES.map((s) => `${fmt(peer.perSource[s])} ${s}`).join(', ');
  writeSection(
    'rebuild',
    [
      '## Projection rebuild',
      '',
      machineLine(),
      `Events in the stores the projection replays: ${fmt(peer.events)} (${found}).` +
        (peer.events < TARGET_EVENTS
          ? ` Fewer than ${fmt(TARGET_EVENTS)}: \`npm run bench -- lists\` seeds 100,000 developers and apps first (or \`npm run seed:scale\`).`
          : ''),
      '',
      '| what | events | time (s) | events/s | target |',
      '|---|---:|---:|---:|---|',
      run
        ? `| \`npm run projections:rebuild\` (MongoDB documents and PostgreSQL read tables) | ${fmt(events)} | ${((run.tookMs ?? run.wallMs) / 1000).toFixed(1)} (command: ${(run.wallMs / 1000).toFixed(1)}) | ${fmt(rate)} | ≥ ${fmt(TARGET_RATE)}/s: ${rate >= TARGET_RATE && events >= TARGET_EVENTS ? 'yes' : 'no'} |`
        : '| `npm run projections:rebuild` | not run (BENCH_REBUILD_DRY_RUN=1) | | | |',
      `| peer: bare \`pg\` reads the same events, ${PAGE} a page | ${fmt(peer.events)} | ${(peer.ms / 1000).toFixed(1)} | ${fmt(perSecond(peer.events, peer.ms))} | |`,
      ...(run ? ['', `The command said: \`${run.output.split('\n').at(-1)}\``] : []),
    ].join('\n'),
  );
}
