import { ensureTestDatabase, uniqueId } from '@portal/test-kit';
import { Pool } from 'pg';
import { pageSql, readPage, SqlParams } from './page-sql';

/**
 * The page statement against real PostgreSQL: every page of a list, both directions, with and
 * without a filter, and with a maintained total, equals the plain `ORDER BY … OFFSET` page; pages
 * in the second half are read from the other end, so this covers both branches and the boundary.
 */
describe('page SQL (real PostgreSQL)', () => {
  let pool: Pool;
  const table = `page_sql_${uniqueId('t')
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase()}`;
  const ROWS = 53;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_kit_tests'), max: 2 });
    await pool.query(`CREATE TABLE ${table} (id text PRIMARY KEY, name_key text, odd boolean NOT NULL)`);
    await pool.query(`CREATE INDEX ON ${table} (name_key, id)`);
    // Duplicate keys (the id breaks ties) and NULL keys (last ascending, first descending).
    await pool.query(
      `INSERT INTO ${table} SELECT 'id-' || lpad(i::text, 3, '0'), CASE WHEN i % 7 = 0 THEN NULL ELSE 'k' || (i % 10) END, i % 2 = 1 FROM generate_series(1, ${ROWS}) i`,
    );
  });
  afterAll(async () => {
    await pool.query(`DROP TABLE IF EXISTS ${table}`);
    await pool.end();
  });

  const ids = async (text: string, values: unknown[]): Promise<string[]> =>
    (await pool.query<{ id: string }>(text, values)).rows.map((r) => r.id);

  it.each([
    { descending: false, filtered: false, counted: false },
    { descending: true, filtered: false, counted: false },
    { descending: false, filtered: true, counted: false },
    { descending: true, filtered: true, counted: false },
    { descending: false, filtered: false, counted: true },
    { descending: true, filtered: false, counted: true },
    { descending: false, filtered: false, counted: false, nullsLast: true },
    { descending: true, filtered: false, counted: false, nullsLast: true },
    { descending: true, filtered: true, counted: false, nullsLast: true },
    // Few matches (27 ≤ 30): sorted from the filters' rows; many (53 > 30): the index walks.
    { descending: false, filtered: true, counted: false, sortMatchesUpTo: 30 },
    { descending: true, filtered: true, counted: false, nullsLast: true, sortMatchesUpTo: 30 },
    { descending: true, filtered: false, counted: false, sortMatchesUpTo: 30 },
  ])('every page equals the plain OFFSET page (%o)', async ({ descending, filtered, counted, nullsLast = false, sortMatchesUpTo }) => {
    const perPage = 5;
    const dir = `${descending ? 'DESC' : 'ASC'}${nullsLast ? ' NULLS LAST' : ''}`;
    const idDir = descending ? 'DESC' : 'ASC';
    const where = filtered ? 'WHERE odd' : '';
    const expectedTotal = Number((await pool.query(`SELECT count(*) AS n FROM ${table} ${where}`)).rows[0].n);
    for (let page = 1; page <= Math.ceil(expectedTotal / perPage) + 1; page += 1) {
      const offset = (page - 1) * perPage;
      const params = new SqlParams();
      const statement = pageSql({
        table,
        where: filtered ? ['odd'] : [],
        params,
        sort: { key: 'name', column: 'name_key', descending },
        offset,
        perPage,
        select: 'r.id',
        countedTotal: counted ? `SELECT ${params.add(expectedTotal)}::int` : undefined,
        nullsLast,
        sortMatchesUpTo,
      });
      const { rows } = await pool.query<{ total: number }>(statement.text, statement.values);
      const { total, items } = readPage(rows, (row) => row.id as string);
      expect(total).toBe(expectedTotal);
      const plain = await ids(`SELECT id FROM ${table} ${where} ORDER BY name_key ${dir}, id ${idDir} LIMIT $1 OFFSET $2`, [
        perPage,
        offset,
      ]);
      expect({ page, items }).toEqual({ page, items: plain });
    }
  });

  it('answers a page far past the end (offset beyond a 32-bit integer) as an empty page with its total', async () => {
    const params = new SqlParams();
    const statement = pageSql({
      table,
      where: [],
      params,
      sort: { key: 'name', column: 'name_key', descending: false },
      offset: (54423166266 - 1) * 50,
      perPage: 50,
      select: 'r.id',
    });
    const { rows } = await pool.query<{ total: number }>(statement.text, statement.values);
    expect(readPage(rows, (row) => row.id as string)).toEqual({ total: ROWS, items: [] });
  });
});
