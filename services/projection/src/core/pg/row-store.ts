import type { PoolClient } from 'pg';

/** A read table as its projection writes it: the base columns (generated ones excluded). */
export interface ReadTable {
  name: string;
  columns: readonly string[];
  /** Columns other rows' events update by (`updateWhere`); a rebuild keeps an in-memory index of them. */
  lookups?: readonly string[];
  /**
   * The `list_counts` keys a row counts toward (the unfiltered lists' totals), kept in the row's own
   * transaction. Only from columns the row's own stream writes: `updateWhere` does not recount.
   */
  counters?: (row: Fields) => string[];
}

export const LIST_COUNTS = 'list_counts';

/** How each counter key moves when a row goes from `before` to `after` (either may be absent). */
export const counterDeltas = (table: ReadTable, before: Fields | null, after: Fields | null): Map<string, number> => {
  const deltas = new Map<string, number>();
  if (!table.counters) return deltas;
  for (const key of before ? table.counters(before) : []) deltas.set(key, (deltas.get(key) ?? 0) - 1);
  for (const key of after ? table.counters(after) : []) deltas.set(key, (deltas.get(key) ?? 0) + 1);
  for (const [key, delta] of deltas) if (delta === 0) deltas.delete(key);
  return deltas;
};

export type Row = Record<string, unknown> & { id: string; rev: number };
export type Fields = Record<string, unknown>;

/**
 * Where a read-table projection reads and writes rows: a PostgreSQL transaction for live events,
 * memory during a rebuild (written in bulk at the end). The projections are the same code for both.
 */
export interface RowStore {
  /** Serialises events that read across rows (an app's name copied onto its OAuth clients). */
  lock(key: string): Promise<void>;
  get(table: ReadTable, id: string): Promise<Row | null>;
  put(table: ReadTable, row: Row): Promise<void>;
  /** Copies fields onto every row whose `column` equals `value` (denormalised names, owners). */
  updateWhere(table: ReadTable, column: string, value: string, fields: Fields): Promise<void>;
}

const pick = (table: ReadTable, row: Fields): unknown[] => table.columns.map((c) => row[c] ?? null);

/** One live event's transaction. */
export class PgRowStore implements RowStore {
  /** The rows as read in this transaction, so `put` knows which counters a change moves. */
  private readonly read = new Map<string, Row | null>();

  constructor(private readonly client: PoolClient) {}

  async lock(key: string): Promise<void> {
    await this.client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
  }

  async get(table: ReadTable, id: string): Promise<Row | null> {
    const { rows } = await this.client.query<Row>(`SELECT ${table.columns.join(', ')} FROM ${table.name} WHERE id = $1 FOR UPDATE`, [id]);
    const row = rows[0] ?? null;
    this.read.set(`${table.name}:${id}`, row);
    return row;
  }

  async put(table: ReadTable, row: Row): Promise<void> {
    const key = `${table.name}:${row.id}`;
    if (table.counters && !this.read.has(key)) await this.get(table, row.id);
    const deltas = counterDeltas(table, this.read.get(key) ?? null, row);
    const placeholders = table.columns.map((_, i) => `$${i + 1}`).join(', ');
    const updates = table.columns.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`);
    await this.client.query(
      `INSERT INTO ${table.name} (${table.columns.join(', ')}) VALUES (${placeholders}) ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
      pick(table, row),
    );
    this.read.set(key, row);
    for (const [counter, delta] of deltas) {
      await this.client.query(
        `INSERT INTO ${LIST_COUNTS} (key, n) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET n = ${LIST_COUNTS}.n + EXCLUDED.n`,
        [counter, delta],
      );
    }
  }

  async updateWhere(table: ReadTable, column: string, value: string, fields: Fields): Promise<void> {
    const names = Object.keys(fields);
    const sets = names.map((name, i) => `${name} = $${i + 2}`).join(', ');
    await this.client.query(`UPDATE ${table.name} SET ${sets} WHERE ${column} = $1`, [value, ...names.map((n) => fields[n])]);
  }
}

/** A rebuild's rows, kept in memory and written with a few multi-row statements at the end. */
export class MemoryRowStore implements RowStore {
  private readonly tables = new Map<string, { table: ReadTable; rows: Map<string, Row> }>();
  private readonly indexes = new Map<string, Map<unknown, Set<string>>>();

  lock(): Promise<void> {
    return Promise.resolve();
  }

  get(table: ReadTable, id: string): Promise<Row | null> {
    return Promise.resolve(this.rowsOf(table).get(id) ?? null);
  }

  put(table: ReadTable, row: Row): Promise<void> {
    const rows = this.rowsOf(table);
    const before = rows.get(row.id);
    rows.set(row.id, row);
    for (const column of table.lookups ?? []) this.reindex(table, column, row.id, before?.[column], row[column]);
    return Promise.resolve();
  }

  updateWhere(table: ReadTable, column: string, value: string, fields: Fields): Promise<void> {
    const rows = this.rowsOf(table);
    for (const id of [...(this.index(table, column).get(value) ?? [])]) {
      const row = rows.get(id);
      if (row) void this.put(table, { ...row, ...fields });
    }
    return Promise.resolve();
  }

  /** Every row of a table, in id order. */
  all(table: ReadTable): Row[] {
    return [...this.rowsOf(table).values()].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  }

  /** Writes every table in `tables` (emptied first) inside the caller's transaction. */
  async writeTo(client: PoolClient, tables: readonly ReadTable[], chunk = 5000): Promise<number> {
    let written = 0;
    for (const table of tables) {
      const rows = [...this.rowsOf(table).values()];
      const columns = table.columns.join(', ');
      for (let start = 0; start < rows.length; start += chunk) {
        const json = JSON.stringify(
          rows.slice(start, start + chunk).map((row) => Object.fromEntries(table.columns.map((c) => [c, row[c] ?? null]))),
        );
        await client.query(
          `INSERT INTO ${table.name} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table.name}, $1)`,
          [json],
        );
      }
      written += rows.length;
    }
    await client.query(`INSERT INTO ${LIST_COUNTS} (key, n) SELECT key, n::bigint FROM json_each_text($1::json) AS c(key, n)`, [
      JSON.stringify(Object.fromEntries(this.counts(tables))),
    ]);
    return written;
  }

  /** Every counter key's total over the rows built. */
  private counts(tables: readonly ReadTable[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const table of tables) {
      for (const row of this.rowsOf(table).values()) {
        for (const [key, delta] of counterDeltas(table, null, row)) counts.set(key, (counts.get(key) ?? 0) + delta);
      }
    }
    return counts;
  }

  private rowsOf(table: ReadTable): Map<string, Row> {
    let entry = this.tables.get(table.name);
    if (!entry) this.tables.set(table.name, (entry = { table, rows: new Map() }));
    return entry.rows;
  }

  private index(table: ReadTable, column: string): Map<unknown, Set<string>> {
    const key = `${table.name}.${column}`;
    let index = this.indexes.get(key);
    if (!index) this.indexes.set(key, (index = new Map()));
    return index;
  }

  private reindex(table: ReadTable, column: string, id: string, before: unknown, after: unknown): void {
    if (before === after) return;
    const index = this.index(table, column);
    if (before !== undefined && before !== null) index.get(before)?.delete(id);
    if (after === undefined || after === null) return;
    let ids = index.get(after);
    if (!ids) index.set(after, (ids = new Set()));
    ids.add(id);
  }
}
