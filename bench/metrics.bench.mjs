// Engagement metrics at scale (issue 13): one app with two years of daily views and installs and
// 100,000 installations, plus 20 other apps with two years and 5,000 installations each as noise,
// seeded straight into the metrics service's read tables (bench rows only, removed after; the
// consumers' own path is covered by the tests). Then:
// - the report's API (`GET /api/v1/developer_apps/{id}/metrics`, the owner signed in; the admin route;
//   a deep installations page) one request at a time through the gateway, next to the same SQL run
//   by a bare `pg` pool in the same run. Target (issue 13): p99 ≤ 50 ms.
// - the admin CSV streamed through the gateway: rows/s and the metrics and gateway processes' RSS
//   (sampled every 20 ms from /proc) before, at peak and after: constant memory means a peak growth
//   far below the CSV's size.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { GATEWAY, ROOT, client, machineLine, signedIn, writeSection } from './lib/harness.mjs';

const INSTALLATIONS = Number(process.env.BENCH_METRICS_INSTALLATIONS ?? 100_000);
const NOISE_APPS = 20;
const NOISE_INSTALLATIONS = 5_000;
const DAYS = 730;
const REQUESTS = Number(process.env.BENCH_METRICS_REQUESTS ?? 200);
const WARMUP = 10;
const PER_PAGE = 25;
const TARGET_P99_MS = 50;
const METRICS_DB = process.env.METRICS_DATABASE_URL ?? 'postgres://portal:portal@127.0.0.1:55432/portal_metrics';
const PREFIX = 'bench-metrics-';

// The metrics service's statements (services/metrics/src/engagement/reading/app-metrics.query.ts):
// the total, then the page; the two daily series beside them.
const SQL = {
  page: `SELECT i.installation_id AS id, i.company_name, i.company_is_demo, i.user_email_address,
                to_char(i.platform_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS platform_updated_at, i.status
           FROM metrics_installations i WHERE i.app_id = $1
          ORDER BY i.platform_updated_at DESC, i.installation_id DESC LIMIT $2 OFFSET $3`,
  // The oldest pages are read from the other end of the index (the service reverses them).
  pageBackwards: `SELECT i.installation_id AS id, i.company_name, i.company_is_demo, i.user_email_address,
                to_char(i.platform_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS platform_updated_at, i.status
           FROM metrics_installations i WHERE i.app_id = $1
          ORDER BY i.platform_updated_at ASC, i.installation_id ASC LIMIT $2 OFFSET $3`,
  count: `SELECT count AS n FROM metrics_app_installation_totals WHERE app_id = $1`,
  installs: `SELECT to_char(day, 'YYYY-MM-DD') AS date, count FROM metrics_daily_installations WHERE app_id = $1 ORDER BY day`,
  views: `SELECT to_char(day, 'YYYY-MM-DD') AS date, count FROM metrics_daily_views WHERE app_id = $1 ORDER BY day`,
};

/** `count` installations spread evenly over the last two years, and both daily series derived from them. */
const seedApp = async (db, appId, tag, count) => {
  const spacingSeconds = Math.floor((DAYS * 86400) / count);
  await db.query(
    `INSERT INTO metrics_installations
       (installation_id, app_id, company_name, company_is_demo, user_email_address, status, platform_updated_at, rev)
     SELECT $2 || lpad(g::text, 6, '0'), $1, 'Company ' || g || CASE WHEN g % 50 = 0 THEN ', "Holdings"' ELSE '' END, g % 10 = 0,
            'installer' || g || '@example.com', CASE WHEN g % 7 = 0 THEN 'uninstalled' ELSE 'installed' END,
            now() - make_interval(secs => g * $4), CASE WHEN g % 7 = 0 THEN 2 ELSE 1 END
       FROM generate_series(1, $3) g`,
    [appId, `${PREFIX}${tag}-`, count, spacingSeconds],
  );
  await db.query(
    `INSERT INTO metrics_daily_installations (app_id, day, count)
     SELECT $1, (platform_updated_at AT TIME ZONE 'UTC')::date, count(*) FROM metrics_installations WHERE app_id = $1 GROUP BY 2`,
    [appId],
  );
  await db.query(`INSERT INTO metrics_app_installation_totals (app_id, count) VALUES ($1, $2)`, [appId, count]);
  await db.query(
    `INSERT INTO metrics_daily_views (app_id, day, count)
     SELECT $1, (now() AT TIME ZONE 'UTC')::date - g, 20 + (g * 37) % 400 FROM generate_series(0, $2 - 1) g`,
    [appId, DAYS],
  );
};

const cleanUp = async (db, appIds) => {
  await db.query(`DELETE FROM metrics_installations WHERE installation_id LIKE '${PREFIX}%'`);
  await db.query('DELETE FROM metrics_daily_installations WHERE app_id = ANY($1::uuid[])', [appIds]);
  await db.query('DELETE FROM metrics_daily_views WHERE app_id = ANY($1::uuid[])', [appIds]);
  await db.query('DELETE FROM metrics_app_installation_totals WHERE app_id = ANY($1::uuid[])', [appIds]);
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const latency = async (call) => {
  for (let i = 0; i < WARMUP; i += 1) await call();
  const times = [];
  let failures = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    if (!(await call())) failures += 1;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), failures };
};

const pidOf = (service) => JSON.parse(readFileSync(path.join(ROOT, '.data', 'run', `${service}.pid`), 'utf8')).pid;
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Samples a process's RSS until stopped: first, peak and last values. */
const rssSampler = (pid) => {
  const first = rssMiB(pid);
  let peak = first;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      const last = rssMiB(pid);
      return { first, peak: Math.max(peak, last), last };
    },
  };
};

const streamCsv = async (session, appId) => {
  const pids = { metrics: pidOf('metrics'), gateway: pidOf('gateway') };
  const samplers = { metrics: rssSampler(pids.metrics), gateway: rssSampler(pids.gateway) };
  const started = performance.now();
  const response = await fetch(new URL(`/admin/developer_apps/${appId}/installations.csv`, GATEWAY), {
    headers: { cookie: session.cookie() },
  });
  if (response.status !== 200) throw new Error(`admin CSV: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs = null;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    rows: lines - 1,
    bytes,
    seconds,
    firstByteMs,
    rss: { metrics: samplers.metrics.stop(), gateway: samplers.gateway.stop() },
  };
};

export default async function bench() {
  const db = new pg.Client({ connectionString: METRICS_DB });
  await db.connect();
  // The service runs the report's statements side by side on its pool; so does the peer.
  const pool = new pg.Pool({ connectionString: METRICS_DB, max: 4 });
  const owner = client();
  await owner.call('POST', '/api/v1/sign_up', {
    firstName: 'Bench',
    lastName: 'Metrics',
    email: `bench-metrics-${Date.now().toString(36)}${process.pid}@example.com`,
    password: 'Str0ng!password',
    passwordConfirmation: 'Str0ng!password',
  });
  const { json: app } = await owner.call('POST', '/api/v1/developer_apps', { internal_name: `Metrics bench ${Date.now().toString(36)}` });
  const admin = await signedIn('admin@example.com');
  const noise = Array.from({ length: NOISE_APPS }, () => randomUUID());
  const appIds = [app.id, ...noise];
  try {
    await cleanUp(db, appIds);
    const seeding = performance.now();
    await seedApp(db, app.id, 'app', INSTALLATIONS);
    for (const [i, id] of noise.entries()) await seedApp(db, id, `noise${i}`, NOISE_INSTALLATIONS);
    await db.query('VACUUM ANALYZE metrics_installations');
    await db.query('VACUUM ANALYZE metrics_daily_installations');
    await db.query('VACUUM ANALYZE metrics_daily_views');
    const seededS = (performance.now() - seeding) / 1000;
    const { rows: sizes } = await db.query(
      `SELECT (SELECT count(*)::int FROM metrics_installations) AS installations,
              (SELECT count(*)::int FROM metrics_daily_views) AS view_days,
              (SELECT count(*)::int FROM metrics_daily_installations) AS install_days`,
    );

    const lastPage = Math.ceil(INSTALLATIONS / PER_PAGE);
    const shapes = [
      { name: 'developer route, first page (owner)', session: owner, route: `/api/v1/developer_apps/${app.id}/metrics`, page: 1 },
      { name: 'admin route, first page (e-mails)', session: admin, route: `/api/v1/admin/developer_apps/${app.id}/metrics`, page: 1 },
      {
        name: `developer route, last page (${lastPage.toLocaleString('en-US')})`,
        session: owner,
        route: `/api/v1/developer_apps/${app.id}/metrics?installations_page=${lastPage}`,
        page: lastPage,
      },
    ];
    const rows = [];
    for (const shape of shapes) {
      const check = await shape.session.call('GET', shape.route);
      if (check.json.app_installations.total_count !== INSTALLATIONS)
        throw new Error(`unexpected total ${check.json.app_installations.total_count}`);
      const api = await latency(async () => {
        const response = await fetch(new URL(shape.route, GATEWAY), { headers: { cookie: shape.session.cookie() } });
        await response.arrayBuffer();
        return response.ok;
      });
      const direct = await latency(async () => {
        const feed = async () => {
          await pool.query(SQL.count, [app.id]);
          await pool.query(shape.page === 1 ? SQL.page : SQL.pageBackwards, [app.id, PER_PAGE, 0]);
        };
        await Promise.all([feed(), pool.query(SQL.installs, [app.id]), pool.query(SQL.views, [app.id])]);
        return true;
      });
      rows.push({ shape: shape.name, bytes: check.text.length, api, direct });
    }

    const csv = await streamCsv(admin, app.id);
    if (csv.rows !== INSTALLATIONS) throw new Error(`the CSV had ${csv.rows} rows, expected ${INSTALLATIONS}`);
    const mib = (v) => v.toFixed(1);
    const ms = (v) => v.toFixed(1);
    const growth = (r) => `${mib(r.first)} → ${mib(r.peak)} → ${mib(r.last)} (peak +${mib(r.peak - r.first)})`;
    writeSection(
      'metrics',
      [
        '## Engagement metrics: one app with two years of daily data and 100,000 installations',
        '',
        machineLine(),
        `Seeded straight into the metrics service's read tables in ${seededS.toFixed(1)} s (bench rows only, removed after): ` +
          `${sizes[0].installations.toLocaleString('en-US')} installations (${INSTALLATIONS.toLocaleString('en-US')} for the measured app, ` +
          `${NOISE_APPS} noise apps with ${NOISE_INSTALLATIONS.toLocaleString('en-US')} each), ${sizes[0].view_days.toLocaleString('en-US')} ` +
          `daily view rows and ${sizes[0].install_days.toLocaleString('en-US')} daily install rows (${DAYS} days per app). Each shape: ` +
          `${REQUESTS} requests one at a time through the gateway (session; the developer route also asks the apps service for the ` +
          'role), next to the same statements on a bare `pg` pool (total then page, beside both daily series). Target p99 ≤ 50 ms.',
        '',
        '| Shape | JSON bytes | API p50 (ms) | API p99 (ms) | SQL p50 (ms) | SQL p99 (ms) | API p99 ≤ 50 ms |',
        '|---|---:|---:|---:|---:|---:|---|',
        ...rows.map(
          (r) =>
            `| ${r.shape} | ${r.bytes.toLocaleString('en-US')} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${ms(r.direct.p50)} | ${ms(r.direct.p99)} | ${r.api.p99 <= TARGET_P99_MS && r.api.failures === 0 ? 'yes' : 'no'} |`,
        ),
        '',
        `Admin CSV (\`/admin/developer_apps/{id}/installations.csv\`, with e-mails) streamed through the gateway: ` +
          `${csv.rows.toLocaleString('en-US')} rows, ${mib(csv.bytes / 2 ** 20)} MiB in ${csv.seconds.toFixed(2)} s ` +
          `(${Math.round(csv.rows / csv.seconds).toLocaleString('en-US')} rows/s, first byte after ${ms(csv.firstByteMs)} ms; keyset batches of 1,000).`,
        '',
        '| Process | RSS MiB before → peak → after |',
        '|---|---|',
        `| metrics | ${growth(csv.rss.metrics)} |`,
        `| gateway | ${growth(csv.rss.gateway)} |`,
      ].join('\n'),
    );
  } finally {
    await cleanUp(db, appIds);
    await pool.end();
    await db.end();
  }
}
