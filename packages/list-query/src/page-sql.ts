import type { ListSort } from './list-request';

/** Numbered placeholders: `params.add(value)` returns `$n` for the value it keeps. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A LIKE pattern matching `search` anywhere, its wildcards taken literally (for pg_trgm GIN indexes). */
export const containsPattern = (search: string): string => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PageQuery {
  /** The read table; identifiers come from code, never from the request. */
  table: string;
  /** Conditions on the table's own columns, ANDed; their values added to `params`. */
  where: readonly string[];
  params: SqlParams;
  sort: ListSort;
  offset: number;
  perPage: number;
  /** The columns answered, from alias `r` (the page's rows), e.g. `r.id, r.name`. */
  select: string;
  /** Joins for the page's rows only (after paging, so they never touch the whole table). */
  joins?: string;
  id?: string;
  /**
   * An expression answering the total when a maintained counter knows it (the unfiltered list),
   * instead of counting the matching rows: O(1) rather than O(rows) for the commonest page.
   */
  countedTotal?: string;
  /**
   * Rows without a sort value go last in both directions (e.g. apps not waiting for review). Needs
   * an index per direction: `(key ASC NULLS LAST, id ASC)` and `(key DESC NULLS LAST, id DESC)`.
   */
  nullsLast?: boolean;
  /**
   * When the filters leave at most this many rows, read them through the filters' own indexes and
   * sort them, instead of walking the sort index. A walk is the fast way for a broad filter, but for
   * rare matches (a substring search and a category that seldom meet) it reads the whole sort index
   * to find nothing; the planner cannot tell the two apart, the total can.
   */
  sortMatchesUpTo?: number;
}

/**
 * One statement, so the total and the page come from the same snapshot. The page is a "deferred
 * join": the inner query pages over the sort index alone (ORDER BY key, id; an index-only scan
 * when the index includes the filtered columns), and only the page's ids are joined back to their
 * rows, so a deep page walks index entries, not rows. A page in the second half of the list is
 * read from the other end (the reverse order, offset from the end), so the last page costs what
 * the first does and no page walks more than half the index. Each branch is guarded by a one-time
 * filter on the total, so only one runs. A page past the end still answers its total: the count is
 * the left side of the join.
 */
export const pageSql = (q: PageQuery): { text: string; values: unknown[] } => {
  const id = q.id ?? 'id';
  const direction = q.sort.descending ? 'DESC' : 'ASC';
  const reverse = q.sort.descending ? 'ASC' : 'DESC';
  const limit = q.params.add(q.perPage);
  // bigint: a page far past the end is an empty page, not an integer overflow.
  const offset = `${q.params.add(q.offset)}::bigint`;
  const whereWith = (condition?: string): string => {
    const all = condition ? [...q.where, condition] : q.where;
    return all.length > 0 ? `WHERE ${all.join(' AND ')}` : '';
  };
  const total = q.countedTotal
    ? `SELECT coalesce((${q.countedTotal}), 0)::int AS total`
    : `SELECT count(*)::int AS total FROM ${q.table} ${whereWith()}`;
  // The reverse read of a nulls-last order starts with the nulls: its exact mirror.
  const nulls = (dir: string): string => (q.nullsLast ? (dir === direction ? ' NULLS LAST' : ' NULLS FIRST') : '');
  const order = (dir: string): string => `ORDER BY ${q.sort.column} ${dir}${nulls(dir)}, ${id} ${dir}`;
  const few = q.sortMatchesUpTo === undefined ? null : q.params.add(q.sortMatchesUpTo);
  const walking = (condition: string): string => (few ? `${condition} AND (SELECT total FROM c) > ${few}` : condition);
  // OFFSET 0 keeps the inner query apart, so it is planned without the order: through the filters' indexes.
  const sorting = few
    ? `
    UNION ALL
    (SELECT ${id} FROM (SELECT ${[...new Set([id, q.sort.column])].join(', ')} FROM ${q.table} ${whereWith(`(SELECT total FROM c) <= ${few}`)} OFFSET 0) m
      ${order(direction)} LIMIT ${limit} OFFSET ${offset})`
    : '';
  const text = `WITH c AS MATERIALIZED (${total})
SELECT c.total, p.* FROM c
LEFT JOIN (
  SELECT ${q.select}, r.${q.sort.column} AS _page_key, r.${id} AS _page_id
  FROM (
    (SELECT ${id} FROM ${q.table} ${whereWith(walking(`2 * ${offset} <= (SELECT total FROM c)`))} ${order(direction)} LIMIT ${limit} OFFSET ${offset})
    UNION ALL
    (SELECT ${id} FROM ${q.table} ${whereWith(walking(`2 * ${offset} > (SELECT total FROM c)`))} ${order(reverse)}
      LIMIT greatest(0, least(${limit}, (SELECT total FROM c) - ${offset})) OFFSET greatest(0, (SELECT total FROM c) - ${offset} - ${limit}))${sorting}
    LIMIT ${limit}
  ) k
  JOIN ${q.table} r ON r.${id} = k.${id} ${q.joins ?? ''}
) p ON true
ORDER BY p._page_key ${direction}${nulls(direction)}, p._page_id ${direction}`;
  return { text, values: q.params.values };
};

type PageRow = Record<string, unknown> & { total: number; _page_key?: unknown; _page_id?: unknown };

/** Splits the statement's rows into the total and the page's rows (without the paging columns). */
export const readPage = <T>(rows: readonly PageRow[], toItem: (row: Record<string, unknown>) => T): { total: number; items: T[] } => {
  const total = rows[0]?.total ?? 0;
  const items = rows
    .filter((row) => row._page_id !== null && row._page_id !== undefined)
    .map(({ total: _total, _page_key: _key, _page_id: _id, ...row }) => toItem(row));
  return { total, items };
};
