import { containsPattern, pageSql, readPage, SqlParams } from './page-sql';

describe('page SQL', () => {
  it('pages over the sort key with the id as tie-breaker, both in the same direction, and counts the same rows', () => {
    const params = new SqlParams();
    const where = [`owner_id = ANY(${params.add(['o1'])})`];
    const { text, values } = pageSql({
      table: 'developer_apps',
      where,
      params,
      sort: { key: 'name', column: 'name_key', descending: true },
      offset: 100,
      perPage: 50,
      select: 'r.id, r.name',
    });
    expect(values).toEqual([['o1'], 50, 100]);
    expect(text).toContain('SELECT count(*)::int AS total FROM developer_apps WHERE owner_id = ANY($1)');
    expect(text).toContain(
      '(SELECT id FROM developer_apps WHERE owner_id = ANY($1) AND 2 * $3::bigint <= (SELECT total FROM c) ORDER BY name_key DESC, id DESC LIMIT $2 OFFSET $3::bigint)',
    );
    // The second half of the list is read from its other end.
    expect(text).toContain(
      '(SELECT id FROM developer_apps WHERE owner_id = ANY($1) AND 2 * $3::bigint > (SELECT total FROM c) ORDER BY name_key ASC, id ASC',
    );
    expect(text).toContain('ORDER BY p._page_key DESC, p._page_id DESC');
  });

  it('keeps rows without a sort value last in both directions (nullsLast), the second half read in the exact mirror order', () => {
    const statement = (descending: boolean) =>
      pageSql({
        table: 'developer_apps',
        where: [],
        params: new SqlParams(),
        sort: { key: 'deleted_at', column: 'deleted_at', descending },
        offset: 100,
        perPage: 50,
        select: 'r.*',
        nullsLast: true,
      }).text;
    // Descending: newest first, empty last; the far half starts from the empty rows (an index `DESC NULLS LAST` read backwards).
    expect(statement(true)).toContain('ORDER BY deleted_at DESC NULLS LAST, id DESC LIMIT $1 OFFSET $2::bigint)');
    expect(statement(true)).toContain('ORDER BY deleted_at ASC NULLS FIRST, id ASC');
    expect(statement(true)).toContain('ORDER BY p._page_key DESC NULLS LAST, p._page_id DESC');
    // Ascending: the default NULLS LAST (the plain index), its mirror read backwards.
    expect(statement(false)).toContain('ORDER BY deleted_at ASC NULLS LAST, id ASC LIMIT $1 OFFSET $2::bigint)');
    expect(statement(false)).toContain('ORDER BY deleted_at DESC NULLS FIRST, id DESC');
    expect(statement(false)).toContain('ORDER BY p._page_key ASC NULLS LAST, p._page_id ASC');
  });

  it('takes the total from a maintained counter when given one', () => {
    const params = new SqlParams();
    const { text, values } = pageSql({
      table: 'developers',
      where: [],
      params,
      sort: { key: 'name', column: 'name_key', descending: false },
      offset: 0,
      perPage: 50,
      select: 'r.id',
      countedTotal: `SELECT n FROM list_counts WHERE key = ${params.add('developers')}`,
    });
    expect(text).toContain('WITH c AS MATERIALIZED (SELECT coalesce((SELECT n FROM list_counts WHERE key = $1), 0)::int AS total)');
    expect(text).not.toContain('count(*)');
    expect(values).toEqual(['developers', 50, 0]);
  });

  it('adds no condition of its own but the branch guard', () => {
    const { text } = pageSql({
      table: 't',
      where: [],
      params: new SqlParams(),
      sort: { key: 'id', column: 'id', descending: false },
      offset: 0,
      perPage: 10,
      select: 'r.id',
    });
    expect(text).toContain('FROM t WHERE 2 * $2::bigint <= (SELECT total FROM c) ORDER BY id ASC, id ASC');
    expect(text).toContain('SELECT count(*)::int AS total FROM t )');
  });

  it('reads the total and the rows, and an empty page past the end still has its total', () => {
    expect(readPage([{ total: 7, _page_key: 'a', _page_id: '1', id: '1', name: 'A' }], (r) => r)).toEqual({
      total: 7,
      items: [{ id: '1', name: 'A' }],
    });
    expect(readPage([{ total: 7, _page_key: null, _page_id: null, id: null }], (r) => r)).toEqual({ total: 7, items: [] });
    expect(readPage([], (r) => r)).toEqual({ total: 0, items: [] });
  });

  it('matches a search anywhere, lower-cased, with LIKE wildcards taken literally', () => {
    expect(containsPattern('Ab%_\\')).toBe('%ab\\%\\_\\\\%');
  });
});
