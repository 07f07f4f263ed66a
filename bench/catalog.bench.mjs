// The public Marketplace catalog at scale: 100,000 published listings in the projection's read table
// (seeded straight into `marketplace_listings` with generated names and counted into its kept totals, bench rows
// only, removed after), then the catalog's query shapes — a 3-letter substring search, a category filter, both, the default
// newest-first page, by name — through the gateway (public, no session), next to the same SQL run by a
// bare `pg` client in the same run. Latency: one request at a time. Target (issue 11): p99 ≤ 30 ms.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { GATEWAY, ROOT, machineLine, writeSection } from './lib/harness.mjs';

const ROWS = Number(process.env.BENCH_CATALOG_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_CATALOG_REQUESTS ?? 200);
const WARMUP = 10;
const PER_PAGE = 24;
const TARGET_P99_MS = 30;
const PROJECTION_DB = process.env.PROJECTION_DATABASE_URL ?? 'postgres://portal:portal@127.0.0.1:55432/portal_projection';
const PREFIX = 'bench-catalog-';
// The maintained totals the catalog answers an unfiltered or one-category page with (services/projection/src/marketplace/catalog.table.ts).
const PUBLISHED_COUNT = 'marketplace_listings:published';
const categoryCount = (category) => `marketplace_listings:category:${category}`;
/** Moves the maintained totals by the bench rows (sign 1 after seeding them, -1 before removing them). */
const countBenchRows = (db, sign) =>
  db.query(
    `INSERT INTO list_counts (key, n)
     SELECT key, $1 * count(*) FROM (
       SELECT DISTINCT id, 'marketplace_listings:category:' || category AS key FROM marketplace_listings, unnest(category_ids) AS category
        WHERE id LIKE '${PREFIX}%' AND published_at IS NOT NULL
       UNION ALL
       SELECT id, '${PUBLISHED_COUNT}' FROM marketplace_listings WHERE id LIKE '${PREFIX}%' AND published_at IS NOT NULL) bench
     GROUP BY key
     ON CONFLICT (key) DO UPDATE SET n = list_counts.n + EXCLUDED.n`,
    [sign],
  );
const CATEGORIES = [
  'accounting',
  'analytics',
  'bidding',
  'bim',
  'documents',
  'equipment',
  'erp',
  'field',
  'payments',
  'project-management',
  'quality-safety',
  'scheduling',
  'time-tracking',
  'workforce',
];

const kit = () => createRequire(import.meta.url)(path.join(ROOT, 'packages', 'list-query', 'dist', 'page-sql.js'));

/** Names from syllables, so a 3-letter substring matches a realistic share of them. */
const seed = async (db) => {
  await unseed(db);
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO marketplace_listings (id, rev, public_name, name_key, tagline, built_by, category_ids, logo_url, version, published_at)
     SELECT '${PREFIX}' || g, 1, n, lower(n), 'Connects ' || n || ' to your projects', 'Builder ' || (g % 997), ARRAY[($1::text[])[1 + g % $2], ($1::text[])[1 + (g * 7) % $2]], NULL, 1,
            now() - (g || ' minutes')::interval
       FROM (SELECT g, initcap(s1 || s2 || ' ' || s3) AS n FROM generate_series(1, $3) g,
               LATERAL (SELECT (ARRAY['pro','site','crew','plan','build','field','bid','doc','cost','time','safe','quant'])[1 + g % 12] AS s1,
                               (ARRAY['ly','io','ex','ora','mate','hub','desk','link','flow','base','grid'])[1 + (g / 12) % 11] AS s2,
                               (ARRAY['Cloud','Sync','Works','Suite','Pilot','Track','Connect','Vision','Desk','Go'])[1 + (g / 132) % 10] AS s3) parts) rows`,
    [CATEGORIES, CATEGORIES.length, ROWS],
  );
  await countBenchRows(db, 1);
  await db.query('COMMIT');
  await db.query('ANALYZE marketplace_listings');
};

/** Removes the bench rows and takes them off the catalog's maintained total, in one transaction. */
const unseed = async (db) => {
  await db.query('BEGIN');
  await countBenchRows(db, -1);
  await db.query(`DELETE FROM marketplace_listings WHERE id LIKE '${PREFIX}%'`);
  await db.query('COMMIT');
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const latency = async (call) => {
  for (let i = 0; i < WARMUP; i += 1) await call();
  const times = [];
  let total = null;
  let failures = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const outcome = await call();
    times.push(performance.now() - started);
    if (!outcome.ok) failures += 1;
    total ??= outcome.total;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), total, failures };
};

export default async function bench() {
  // The projection's pool setting (services/projection/src/core/pg/pg.providers.ts), so both sides plan alike.
  const db = new pg.Client({ connectionString: PROJECTION_DB, options: '-c random_page_cost=1.1' });
  await db.connect();
  const { pageSql, SqlParams, containsPattern } = kit();
  try {
    await seed(db);
    const shapes = [
      { name: 'search "ora" (3 letters)', query: 'filters[search]=ora', where: (p) => [`haystack LIKE ${p.add(containsPattern('ora'))}`] },
      {
        name: 'category "bim"',
        query: 'filters[category][]=bim',
        where: (p) => [`category_ids && ${p.add(['bim'])}::text[]`],
        counted: categoryCount('bim'),
      },
      {
        name: 'search "sit" + category "erp"',
        query: 'filters[search]=sit&filters[category][]=erp',
        where: (p) => [`haystack LIKE ${p.add(containsPattern('sit'))}`, `category_ids && ${p.add(['erp'])}::text[]`],
      },
      { name: 'newest first (default)', query: '', where: () => [], counted: PUBLISHED_COUNT },
      {
        name: 'by name',
        query: 'sort=name',
        where: () => [],
        sort: { key: 'name', column: 'name_key', descending: false },
        counted: PUBLISHED_COUNT,
      },
    ];
    const rows = [];
    for (const shape of shapes) {
      const url = new URL(`/api/v1/marketplace/listings?per_page=${PER_PAGE}&${shape.query}`, GATEWAY);
      const api = await latency(async () => {
        const response = await fetch(url);
        await response.arrayBuffer();
        return { ok: response.ok, total: Number(response.headers.get('total')) };
      });
      const direct = await latency(async () => {
        const params = new SqlParams();
        const { text, values } = pageSql({
          table: 'marketplace_listings',
          where: ['published_at IS NOT NULL', ...shape.where(params)],
          params,
          sort: shape.sort ?? { key: 'published_at', column: 'published_at', descending: true },
          offset: 0,
          perPage: PER_PAGE,
          select: 'r.id, r.public_name, r.tagline, r.built_by, r.category_ids, r.logo_url, r.version, r.published_at',
          // As the catalog controller asks (SORT_MATCHES_UP_TO in services/projection/src/marketplace/http.controller.ts).
          sortMatchesUpTo: 2000,
          countedTotal: shape.counted ? `SELECT n FROM list_counts WHERE key = ${params.add(shape.counted)}` : undefined,
        });
        const result = await db.query(text, values);
        return { ok: true, total: Number(result.rows[0]?.total ?? 0) };
      });
      rows.push({ shape: shape.name, api, direct });
    }
    const published = Number(
      (await db.query('SELECT count(*)::int AS n FROM marketplace_listings WHERE published_at IS NOT NULL')).rows[0].n,
    );
    const ms = (v) => v.toFixed(1);
    writeSection(
      'catalog',
      [
        '## Public Marketplace catalog at 100,000 published listings',
        '',
        machineLine(),
        `${published.toLocaleString('en-US')} published listings in \`marketplace_listings\` (${ROWS.toLocaleString('en-US')} seeded for the run, ` +
          `removed after). Each shape: ${REQUESTS} requests one at a time, ${PER_PAGE} per page, through the gateway (public) and the ` +
          "same page statement (the list kit; the whole catalog's and one category's totals read from `list_counts`, as the " +
          'controller does) by a bare `pg` client. Target p99 ≤ 30 ms.',
        '',
        '| Shape | matches | API p50 (ms) | API p99 (ms) | SQL p50 (ms) | SQL p99 (ms) | API p99 ≤ 30 ms |',
        '|---|---:|---:|---:|---:|---:|---|',
        ...rows.map(
          (r) =>
            `| ${r.shape} | ${r.api.total} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${ms(r.direct.p50)} | ${ms(r.direct.p99)} | ${r.api.p99 <= TARGET_P99_MS && r.api.failures === 0 ? 'yes' : 'no'} |`,
        ),
      ].join('\n'),
    );
  } finally {
    await unseed(db);
    await db.end();
  }
}
