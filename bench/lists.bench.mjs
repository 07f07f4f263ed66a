// Every admin list query shape (each sort key both ways, the owner filter, a 3-letter search, a
// deep page) through the gateway with an admin session, next to the same SQL run by a bare `pg`
// client against the projection's database, in the same run. Latency, not throughput: one
// request at a time, a fixed count per shape. With fewer than BENCH_LIST_ROWS (100,000) developers
// or apps projected it seeds the difference first (npm run seed:scale; BENCH_LIST_ROWS=0 skips).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { GATEWAY, ROOT, machineLine, noteSettled, signedIn, writeSection } from './lib/harness.mjs';
import { ownAppsDeveloper, ownAppsSql } from './lib/own-apps.mjs';
import { settled } from './lib/settled.mjs';

const TARGET_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 200);
const WARMUP = 10;
const PER_PAGE = 50;
const DEEP_PAGE = 1000;
const PICKER_SIZE = 20;
const TARGET_P99_MS = 30;
const TARGET_SEARCH_P99_MS = 50;
const PROJECTION_DB = process.env.PROJECTION_DATABASE_URL ?? 'postgres://portal:portal@127.0.0.1:55432/portal_projection';

// The lists as the projection's controllers build them (services/projection/src/*/listing/http.controller.ts):
// sort keys → columns, the conditions every page has, the search condition. Keep in step with them.
const LISTS = [
  {
    name: 'developers',
    route: '/api/v1/admin/developers',
    table: 'developers',
    select: 'r.id, r.name, r.company_name, r.email, r.platform_id',
    sorts: { name: 'name_key', email: 'email_key', company_name: 'company_key', platform_id: 'platform_id', created_at: 'signed_up_at' },
    // Developers without a company or a platform id go last either way (as the controller orders them); sort names.
    nullsLast: ['company_name', 'platform_id'],
    defaultSort: '-created_at',
    always: () => [],
    // The maintained counter the controller answers an unfiltered list's total from (list_counts).
    counter: () => 'developers',
    search: (p) => `(name_key LIKE ${p} OR company_key LIKE ${p} OR email_key LIKE ${p})`,
    // A search's total is counted on the list's narrow twin (services/projection/src/core/pg/search-companions.ts).
    searchTotal: (p) => `SELECT count(*) FROM developers_search WHERE haystack LIKE ${p}`,
    term: 'son',
    // The owner pickers' options: `?search=` alone answers 20 `{id, email}` without a count.
    picker: (p, limit) =>
      `SELECT id, email FROM developers WHERE (name_key LIKE ${p} OR company_key LIKE ${p} OR email_key LIKE ${p}) ORDER BY email_key, id LIMIT ${limit}`,
  },
  {
    name: 'developer_apps',
    route: '/api/v1/admin/developer_apps',
    table: 'developer_apps',
    select: 'r.*',
    sorts: {
      internal_name: 'internal_name_key',
      name: 'name_key',
      owner: 'owner_email_key',
      created_at: 'created_at',
      deleted_at: 'deleted_at',
      marketplace_listing_in_review_at: 'marketplace_listing_in_review_at',
    },
    nullsLast: ['owner', 'deleted_at', 'marketplace_listing_in_review_at'],
    defaultSort: '-created_at',
    always: () => ['deleted_at IS NULL'],
    counter: () => 'developer_apps:live',
    owners: true,
    search: (p) => `(internal_name_key LIKE ${p} OR name_key LIKE ${p} OR owner_email_key LIKE ${p})`,
    searchTotal: (p) => `SELECT count(*) FROM developer_apps_search WHERE live AND haystack LIKE ${p}`,
    term: 'ort',
  },
  {
    name: 'oauth_applications',
    route: '/api/v1/admin/oauth_applications',
    table: 'oauth_applications',
    select: 'r.*',
    sorts: { name: 'name_key', uid: 'id' },
    defaultSort: 'name',
    environments: ['production', 'sandbox'],
    always: (params, environment) => ['deleted_at IS NULL', `environment = ${params.add(environment)}`],
    counter: (environment) => `oauth_applications:${environment}:live`,
    search: (p) => `(name_key LIKE ${p} OR uid_key LIKE ${p} OR owner_key LIKE ${p})`,
    searchTotal: (p, environmentParam) =>
      `SELECT count(*) FROM oauth_applications_search WHERE live AND environment = ${environmentParam} AND haystack LIKE ${p}`,
    term: 'ort',
  },
  {
    // The review queue with "In review only" unticked: every live app, oldest review first, apps without a date last.
    name: 'review_queue_all',
    route: '/api/v1/admin/review_queue',
    query: { 'filters[in_review]': 'false' },
    table: 'developer_apps',
    select: 'r.*',
    sorts: { in_review_at: 'in_review_at', internal_name: 'internal_name_key', owner: 'owner_email_key' },
    nullsLast: ['in_review_at', 'owner'],
    defaultSort: 'in_review_at',
    always: () => ['deleted_at IS NULL'],
    // Every live app: the apps list's counter, and for a search its twin (as the controller answers).
    counter: () => 'developer_apps:live',
    search: (p) => `(internal_name_key LIKE ${p} OR name_key LIKE ${p} OR owner_email_key LIKE ${p})`,
    searchTotal: (p) => `SELECT count(*) FROM developer_apps_search WHERE live AND haystack LIKE ${p}`,
    term: 'ort',
  },
  {
    // One account's security log among every account's rows (the developers' sign-ups alone make 100,000): the
    // account with the most entries, read by an admin; Settings reads its own through the same projection query.
    name: 'security_log',
    route: (context) => `/api/v1/admin/developers/${context.busiestLog?.id ?? '00000000-0000-4000-8000-000000000000'}/security_events`,
    table: 'security_events',
    select: 'r.*',
    sorts: { occurred_at: 'occurred_at' },
    defaultSort: '-occurred_at',
    always: (params, _environment, context) => [`developer_id = ${params.add(context.busiestLog?.id ?? '')}`],
  },
];

const routeOf = (list, context) => (typeof list.route === 'function' ? list.route(context) : list.route);

/** The projection's page statement builder, as built; null before the list kit exists. */
const pageSqlKit = () => {
  const file = path.join(ROOT, 'packages', 'list-query', 'dist', 'page-sql.js');
  return existsSync(file) ? createRequire(import.meta.url)(file) : null;
};

const tableExists = async (db, table) => (await db.query('SELECT to_regclass($1) AS t', [table])).rows[0].t !== null;

const count = async (db, table, where = '') =>
  (await tableExists(db, table)) ? Number((await db.query(`SELECT count(*)::int AS n FROM ${table} ${where}`)).rows[0].n) : null;

const rowCounts = async (db) => ({
  developers: await count(db, 'developers'),
  apps: await count(db, 'developer_apps'),
  liveApps: await count(db, 'developer_apps', 'WHERE deleted_at IS NULL'),
  oauthClients: await count(db, 'oauth_applications'),
  productionClients: await count(db, 'oauth_applications', "WHERE deleted_at IS NULL AND environment = 'production'"),
  securityEvents: await count(db, 'security_events'),
});

/** Tops the projected rows up to TARGET_ROWS through the real write path. */
const seedUpTo = (counts) => {
  const developers = Math.max(0, TARGET_ROWS - (counts.developers ?? 0));
  const apps = Math.max(0, TARGET_ROWS - (counts.apps ?? 0));
  if (developers + apps === 0 || counts.developers === null) return false;
  console.log(`lists: seeding ${developers} developers and ${apps} apps to reach ${TARGET_ROWS} of each`);
  const args = [path.join(ROOT, 'scripts', 'seed-scale', 'main.mjs'), '--developers', String(developers), '--apps', String(apps)];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: ROOT });
  // The figures still mean something with fewer rows: the section says how many it found.
  if (result.status !== 0) console.warn('lists: seed:scale did not finish; measuring what is projected');
  return true;
};

/** Every shape of one list: HTTP query + the same statement for the bare client. */
const shapesOf = (list, context) => {
  const environments = list.environments ?? [null];
  const shapes = [];
  const add = (label, { sort = list.defaultSort, page = 1, search = '', owners = [], environment = environments[0] } = {}) => {
    const query = new URLSearchParams({ ...list.query, page: String(page), per_page: String(PER_PAGE), sort });
    if (environment) query.set('environment', environment);
    if (search) query.set('filters[search]', search);
    for (const owner of owners) query.append('filters[owner_id][]', owner);
    const sql = () => {
      const params = new context.kit.SqlParams();
      const where = [...list.always(params, environment, context)];
      if (owners.length > 0) where.push(`owner_id = ANY(${params.add(owners)})`);
      const pattern = search ? params.add(context.kit.containsPattern(search)) : null;
      if (pattern) where.push(list.search(pattern));
      const key = sort.replace(/^-/, '');
      const unfiltered = owners.length === 0;
      // As the controllers: the maintained counter, or for a search the twin's count ($1 is the environment where there is one).
      const total = () =>
        pattern ? list.searchTotal(pattern, '$1') : `SELECT n FROM list_counts WHERE key = ${params.add(list.counter(environment))}`;
      const counted = unfiltered && (pattern ? list.searchTotal : list.counter);
      // A list without a maintained counter counts its matching rows, as its controller does.
      return context.kit.pageSql({
        countedTotal: counted ? total() : undefined,
        nullsLast: (list.nullsLast ?? []).includes(key),
        table: list.table,
        where,
        params,
        sort: { key, column: list.sorts[key], descending: sort.startsWith('-') },
        offset: (page - 1) * PER_PAGE,
        perPage: PER_PAGE,
        select: list.select,
      });
    };
    shapes.push({ label, url: `${routeOf(list, context)}?${query}`, sql: context.kit ? sql : null, search: Boolean(search) });
  };
  for (const key of Object.keys(list.sorts)) {
    add(`sort ${key}`, { sort: key });
    add(`sort -${key}`, { sort: `-${key}` });
  }
  for (const environment of environments.slice(1)) add(`environment ${environment}`, { environment });
  if (list.owners && context.busiestOwner) add(`owner filter (${context.busiestOwner.apps} apps)`, { owners: [context.busiestOwner.id] });
  if (list.search) add(`search "${list.term}"`, { search: list.term });
  if (list.picker && context.kit) {
    const sql = () => {
      const params = new context.kit.SqlParams();
      const pattern = params.add(context.kit.containsPattern(list.term));
      return { text: list.picker(pattern, params.add(PICKER_SIZE)), values: params.values };
    };
    shapes.push({
      label: `owner picker "${list.term}"`,
      url: `${routeOf(list, context)}?${new URLSearchParams({ search: list.term })}`,
      sql,
      search: true,
    });
  }
  const lastPage = Math.max(1, Math.ceil((context.rows[list.name] ?? 0) / PER_PAGE));
  add(`page ${Math.min(DEEP_PAGE, lastPage)}`, { page: Math.min(DEEP_PAGE, lastPage) });
  // The middle of the list is the deepest any page walks: later pages are read from the other end.
  if (lastPage > DEEP_PAGE) add(`page ${lastPage} (last)`, { page: lastPage });
  return shapes;
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `WARMUP` untimed calls, then `REQUESTS` timed ones, one at a time. */
const latency = async (call) => {
  for (let i = 0; i < WARMUP; i += 1) await call();
  const times = [];
  const failures = [];
  let total = null;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const outcome = await call();
    times.push(performance.now() - started);
    if (!outcome.ok) failures.push(outcome.status);
    total ??= outcome.total;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), failures, total };
};

/** The admin's session; signed in again when the stack ends it (tests on a shared stack sign admins out). */
const adminSession = async () => {
  let cookie = (await signedIn('admin@example.com')).cookie();
  return {
    cookie: () => cookie,
    renew: async () => {
      cookie = (await signedIn('admin@example.com')).cookie();
    },
  };
};

const overGateway = (session, url) => async () => {
  const response = await fetch(new URL(url, GATEWAY), { headers: { cookie: session.cookie() } });
  await response.arrayBuffer();
  if (response.status === 401) await session.renew();
  return { ok: response.ok, status: response.status, total: response.headers.get('total') };
};

const overBarePg = (db, sql) => {
  const { text, values } = sql();
  return async () => {
    const { rows } = await db.query(text, values);
    return { ok: true, total: String(rows[0]?.total ?? rows.length) };
  };
};

/** The gateway's `total` header, and the peer's count when it differs (writes in between, or a drifted peer SQL). */
const matching = (gateway, bare) => {
  if (gateway?.total && bare?.total && gateway.total !== bare.total) return `${gateway.total} (peer ${bare.total})`;
  return gateway?.total ?? bare?.total ?? '–';
};

const ms = (value) => (value === undefined ? '–' : value.toFixed(1));

/** A developer's own apps at the list's cap, through the gateway and as the projection's bare statement. */
const ownAppsRow = async (db, sql, developer) => {
  if (!sql || !developer) return { missing: "the projection's own-apps statement (build it first)" };
  let bytes = 0;
  const gateway = await latency(async () => {
    const response = await fetch(new URL('/api/v1/developer_apps', GATEWAY), { headers: { cookie: developer.session.cookie() } });
    bytes = (await response.arrayBuffer()).byteLength;
    return { ok: response.ok, status: response.status, total: null };
  });
  const bare = await latency(async () => {
    const { rows } = await db.query(sql.ownAppsQuery(developer.id));
    return { ok: true, total: String(rows.length) };
  });
  const met = gateway.p99 <= TARGET_P99_MS && gateway.failures.length === 0 ? 'yes' : 'no';
  return {
    line: `| own developer_apps | one developer's ${developer.apps} apps, newest versions and listing (${Math.round(bytes / 1024)} KB of JSON) | ${bare.total} | ${ms(gateway.p50)} | ${ms(gateway.p99)} | ${ms(bare.p50)} | ${ms(bare.p99)} | ≤ ${TARGET_P99_MS}: ${met} |`,
  };
};

export default async function bench() {
  const db = new pg.Pool({ connectionString: PROJECTION_DB, max: 1 });
  try {
    let counts = await rowCounts(db);
    const seeded = seedUpTo(counts);
    if (seeded) counts = await rowCounts(db);
    const ownSql = ownAppsSql();
    const ownDeveloper = ownSql ? await ownAppsDeveloper(ownSql.OWN_APPS_LIMIT) : null;
    // A seed (or the own apps just made) leaves the services reacting to it for a while: measure after.
    if (seeded || ownDeveloper?.made) noteSettled(await settled());
    const kit = pageSqlKit();
    const session = await adminSession();
    const busiest = (await tableExists(db, 'developer_apps'))
      ? (
          await db.query(
            'SELECT owner_id AS id, count(*)::int AS apps FROM developer_apps WHERE deleted_at IS NULL GROUP BY owner_id ORDER BY 2 DESC LIMIT 1',
          )
        ).rows[0]
      : null;
    const busiestLog = (await tableExists(db, 'security_events'))
      ? (
          await db.query(
            'SELECT developer_id AS id, count(*)::int AS entries FROM security_events GROUP BY developer_id ORDER BY 2 DESC LIMIT 1',
          )
        ).rows[0]
      : null;
    const context = {
      kit,
      busiestOwner: busiest ?? null,
      busiestLog: busiestLog ?? null,
      rows: {
        developers: counts.developers,
        developer_apps: counts.liveApps,
        review_queue_all: counts.liveApps,
        oauth_applications: counts.productionClients,
        security_log: busiestLog?.entries ?? 0,
      },
    };
    const lines = [];
    const missing = [];
    for (const list of LISTS) {
      const hasTable = await tableExists(db, list.table);
      const probe = await overGateway(session, routeOf(list, context))();
      if (probe.status === 404) missing.push(`\`GET ${routeOf(list, context)}\` (the gateway answers 404)`);
      if (!hasTable) missing.push(`the projection's \`${list.table}\` read table`);
      for (const shape of shapesOf(list, context)) {
        const gateway = probe.status === 404 ? null : await latency(overGateway(session, shape.url));
        const bare = hasTable && shape.sql ? await latency(overBarePg(db, shape.sql)) : null;
        const target = shape.search ? TARGET_SEARCH_P99_MS : TARGET_P99_MS;
        const met = gateway ? (gateway.p99 <= target && gateway.failures.length === 0 ? 'yes' : 'no') : '–';
        const failures = gateway?.failures.length
          ? ` (${gateway.failures.length} failed: ${[...new Set(gateway.failures)].join(', ')})`
          : '';
        lines.push(
          `| ${list.name} | ${shape.label} | ${matching(gateway, bare)} | ${ms(gateway?.p50)} | ${ms(gateway?.p99)}${failures} | ${ms(bare?.p50)} | ${ms(bare?.p99)} | ≤ ${target}: ${met} |`,
        );
      }
    }
    const own = await ownAppsRow(db, ownSql, ownDeveloper);
    if (own.line) lines.push(own.line);
    if (own.missing) missing.push(own.missing);
    const found = (n) => (n === null ? 'no table' : n.toLocaleString('en-US'));
    writeSection(
      'lists',
      [
        "## Lists at scale (admin lists, and a developer's own apps)",
        '',
        machineLine(),
        `Projected rows found: ${found(counts.developers)} developers, ${found(counts.apps)} developer apps (${found(counts.liveApps)} not deleted), ` +
          `${found(counts.oauthClients)} OAuth applications (${found(counts.productionClients)} live production), ` +
          `${found(counts.securityEvents)} security log entries (the busiest account's log: ${found(context.rows.security_log)}). ` +
          `Per shape ${REQUESTS} requests one at a time after ${WARMUP} untimed ones, ${PER_PAGE} rows a page; through the gateway with an ` +
          `admin session, and the same SQL (the list kit's page statement) by a bare \`pg\` client on the projection's database. ` +
          `The last row is a developer's own apps list (\`GET /api/v1/developer_apps\`, unpaged up to ${ownSql?.OWN_APPS_LIMIT ?? '–'}: the apps page and the home page) ` +
          `for a developer with ${ownDeveloper?.apps ?? 'no'} apps, each with a sandbox version (${ownDeveloper?.promoted ?? 0} also in production), ` +
          `among all the apps above; its peer is the projection's own statement.`,
        ...(missing.length > 0 ? ['', `Missing when this ran: ${missing.join('; ')}.`] : []),
        '',
        '| list | shape | matching rows | gateway p50 (ms) | gateway p99 (ms) | bare pg p50 (ms) | bare pg p99 (ms) | p99 target (ms) |',
        '|---|---|---:|---:|---:|---:|---:|---|',
        ...lines,
      ].join('\n'),
    );
  } finally {
    await db.end();
  }
}
