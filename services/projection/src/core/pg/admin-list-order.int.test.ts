import { testEnv } from '@portal/test-kit';
import type { FastifyReply } from 'fastify';
import { Pool, type PoolClient } from 'pg';
import { APP_LIST, DeveloperAppListController } from '../../apps/listing/http.controller';
import { DEVELOPER_LIST, DeveloperListController } from '../../developers/listing/http.controller';

/**
 * The admin Developer Apps and Registered Developers lists, their controllers' own statements against
 * the live projection database, on temporary copies of the read tables (their indexes included, so
 * the copies carry the migrations' indexes) that shadow the real ones in the test's own session
 * only. Every sort key, both directions: rows without a value last (spec 1 §4's N/A), every
 * page equal to the plain `ORDER BY … OFFSET` page (so nothing is skipped or repeated at the
 * dated / empty boundary, nor where a page is read from the list's end); and on 20,000 rows each
 * nullable key's page walks a sort index instead of sorting the list.
 */
describe('admin list order, empty values last both ways (real PostgreSQL)', () => {
  const pool = new Pool({ connectionString: testEnv.postgresUrl('portal_projection'), max: 2 });
  afterAll(() => pool.end());

  // The lists' sort keys (API name → column), as the controllers whitelist them.
  const APP_SORTS: Record<string, string> = APP_LIST.sortable;
  const DEVELOPER_SORTS: Record<string, string> = DEVELOPER_LIST.sortable;

  /** Temporary tables of the same shape and indexes as the real ones, with `rows` rows each, shadowing them. */
  const withTables = async (rows: number, work: (client: PoolClient) => Promise<void>): Promise<void> => {
    const client = await pool.connect();
    const tables = ['developer_apps', 'developers', 'list_counts'];
    try {
      for (const table of tables) await client.query(`CREATE TEMP TABLE ${table} (LIKE public.${table} INCLUDING ALL)`);
      // Repeated values (the id breaks ties) and empty ones: some keys mostly empty, some mostly dated.
      await client.query(
        `INSERT INTO developer_apps (id, rev, uid, name, internal_name, owner_id, owner_email, in_review, marketplace_listing_in_review_at,
           created_at, deleted_at)
         SELECT 'app-' || lpad(i::text, 6, '0'), 1, 'uid-' || i, 'App ' || (i % 7), 'app ' || (i % 11), 'owner-' || (i % 3),
                CASE WHEN i % 5 <> 0 THEN 'o' || (i % 13) || '@example.com' END, i % 4 = 0,
                CASE WHEN i % 4 = 0 THEN timestamptz '2026-01-01' + (i % 9) * interval '1 day' END,
                timestamptz '2025-01-01' + (i % 17) * interval '1 hour',
                CASE WHEN i % 10 = 0 THEN timestamptz '2026-02-01' + (i % 6) * interval '1 day' END
           FROM generate_series(1, $1::int) i`,
        [rows],
      );
      await client.query(
        `INSERT INTO developers (id, rev, name, email, company_name, platform_id, signed_up_at)
         SELECT 'dev-' || lpad(i::text, 6, '0'), 1, 'Dev ' || (i % 7), 'd' || i || '@example.com',
                CASE WHEN i % 3 = 0 THEN 'Company ' || (i % 5) END, CASE WHEN i % 4 <> 0 THEN 'p' || (i % 9) END,
                timestamptz '2025-01-01' + (i % 17) * interval '1 hour'
           FROM generate_series(1, $1::int) i`,
        [rows],
      );
      // The unfiltered lists' totals, as the maintained counters hold them.
      await client.query(`INSERT INTO list_counts
        SELECT 'developers', count(*) FROM developers UNION ALL
        SELECT 'developer_apps', count(*) FROM developer_apps UNION ALL
        SELECT 'developer_apps:live', count(*) FROM developer_apps WHERE deleted_at IS NULL`);
      // Vacuumed, as the live tables are after 1% of their rows change (migration 7): index-only scans skip the heap.
      await client.query('VACUUM ANALYZE developer_apps, developers');
      await work(client);
    } finally {
      // Only this session saw them; dropped, and the session closed rather than pooled.
      await client.query(`DROP TABLE IF EXISTS ${tables.map((t) => `pg_temp.${t}`).join(', ')}`).catch(() => undefined);
      client.release(true);
    }
  };

  interface Statement {
    text: string;
    values: unknown[];
  }
  /** Runs a list controller on `client`, keeping the statement it ran and the total it answered. */
  const run = async (client: PoolClient, list: 'apps' | 'developers', query: Record<string, string>) => {
    const statements: Statement[] = [];
    const recording = {
      query: (text: string, values: unknown[]) => {
        statements.push({ text, values });
        return client.query(text, values);
      },
    } as unknown as Pool;
    const headers: Record<string, string> = {};
    const reply = { headers: (h: Record<string, string>) => Object.assign(headers, h) } as unknown as FastifyReply;
    const rows = (
      list === 'apps'
        ? await new DeveloperAppListController(recording).list(query, reply)
        : await new DeveloperListController(recording).list(query, reply)
    ) as { id: string }[];
    return { ids: rows.map((row) => row.id), total: Number(headers.total), statement: statements[0]! };
  };

  interface Case {
    list: 'apps' | 'developers';
    table: string;
    key: string;
    column: string;
    /** The list's filters, and the same as SQL for the plain query. */
    filters: Record<string, string>;
    where: string;
  }
  const cases: Case[] = [
    ...Object.entries(APP_SORTS).flatMap(([key, column]): Case[] => [
      { list: 'apps', table: 'developer_apps', key, column, filters: {}, where: 'WHERE deleted_at IS NULL' },
      { list: 'apps', table: 'developer_apps', key, column, filters: { 'filters[with_deleted]': 'true' }, where: '' },
    ]),
    ...Object.entries(DEVELOPER_SORTS).map(([key, column]): Case => ({
      list: 'developers',
      table: 'developers',
      key,
      column,
      filters: {},
      where: '',
    })),
  ];

  it('lists every sort key in both directions with the empty values last, every page the plain OFFSET page', async () => {
    await withTables(97, async (client) => {
      for (const { list, table, key, column, filters, where } of cases) {
        for (const descending of [false, true]) {
          const dir = descending ? 'DESC' : 'ASC';
          const expected = (
            await client.query<{ id: string }>(`SELECT id FROM ${table} ${where} ORDER BY ${column} ${dir} NULLS LAST, id ${dir}`)
          ).rows.map((row) => row.id);
          const sort = `${descending ? '-' : ''}${key}`;
          const whole = await run(client, list, { ...filters, sort, per_page: '100' });
          expect({ list, filters, sort, ids: whole.ids, total: whole.total }).toEqual({
            list,
            filters,
            sort,
            ids: expected,
            total: expected.length,
          });
          for (const perPage of [7, 10]) {
            const paged: string[] = [];
            for (let page = 1; page <= Math.ceil(expected.length / perPage) + 1; page += 1) {
              paged.push(...(await run(client, list, { ...filters, sort, per_page: String(perPage), page: String(page) })).ids);
            }
            expect({ list, filters, sort, perPage, ids: paged }).toEqual({ list, filters, sort, perPage, ids: expected });
          }
        }
      }
    });
  });

  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    'Actual Rows'?: number;
    'Actual Loops'?: number;
    Plans?: PlanNode[];
  }
  const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

  it('walks a sort index for each nullable key, both directions, on the first page and on one read from the end (20,000 rows)', async () => {
    const ROWS = 20000;
    await withTables(ROWS, async (client) => {
      const indexes = new Map(
        (
          await client.query<{ indexname: string; indexdef: string }>(
            `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = (SELECT nspname FROM pg_namespace WHERE oid = pg_my_temp_schema())`,
          )
        ).rows.map((row) => [row.indexname, row.indexdef]),
      );
      const nullable = cases.filter((c) =>
        ['owner_email_key', 'deleted_at', 'marketplace_listing_in_review_at', 'company_key', 'platform_id'].includes(c.column),
      );
      for (const { list, table, key, column, filters } of nullable) {
        for (const descending of [false, true]) {
          const sort = `${descending ? '-' : ''}${key}`;
          const { total } = await run(client, list, { ...filters, sort, per_page: '1' });
          // The first page, and one four fifths down the list (read from its end).
          for (const page of ['1', String(Math.ceil((total * 0.8) / 50))]) {
            const query = { ...filters, sort, per_page: '50', page };
            const { statement } = await run(client, list, query);
            const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
              `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
              statement.values,
            );
            const nodes = nodesOf(explained.rows[0]!['QUERY PLAN'][0].Plan);
            const label = { list, query };
            // Nothing reads the whole table, nothing sorts more than the page's rows.
            expect({ ...label, seq: nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']) }).toEqual({
              ...label,
              seq: [],
            });
            expect({ ...label, sorted: nodes.filter((n) => n['Node Type'] === 'Sort' && (n['Actual Rows'] ?? 0) > 50).length }).toEqual({
              ...label,
              sorted: 0,
            });
            // The page's ids come from the key's own index, in the order's shape (ascending: the default NULLS LAST).
            const walked = nodes.filter(
              (n) => n['Relation Name'] === table && n['Index Name'] && (n['Actual Loops'] ?? 0) > 0 && !n['Index Name'].endsWith('_pkey'),
            );
            const shape = descending ? `(${column} DESC NULLS LAST, id DESC)` : `(${column}, id)`;
            expect({ ...label, walked: walked.map((n) => indexes.get(n['Index Name']!)?.includes(shape)) }).toEqual({
              ...label,
              walked: [true],
            });
          }
        }
      }
    });
  });
});
