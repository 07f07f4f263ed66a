import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { EventEnvelope } from '@portal/eventsourcing';
import { PortalLogger, Readiness } from '@portal/service-runtime';
import type { Pool, PoolClient } from 'pg';
import { Documents } from '../documents/documents';
import { runMigrations } from './migrations';
import { PG_POOL } from './pg.providers';
import { applyToReadTables, touchesReadTables } from './read-table-reactions';
import { READ_TABLE_MIGRATIONS } from './read-tables.migrations';
import { READ_TABLES } from './read-tables';
import { companionTriggers, refillSql, SEARCH_COMPANIONS } from './search-companions';
import { refillReviewDatesSql, reviewDateTriggers } from './review-dates';
import { LIST_COUNTS, MemoryRowStore, PgRowStore } from './row-store';

/**
 * Applies events to the PostgreSQL read tables: live, each event's row changes in one transaction
 * (the row's `rev` is its checkpoint, written with the change); during a rebuild, into memory, then
 * the tables are replaced in one transaction with a few multi-row statements.
 */
@Injectable()
export class ReadTableProjection implements OnModuleInit, OnApplicationShutdown {
  private batch: MemoryRowStore | null = null;
  /** A migration added tables only a replay can fill (first start after an upgrade). */
  needsReplay = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly documents: Documents,
    private readonly readiness: Readiness,
    private readonly logger: PortalLogger,
  ) {}

  async onModuleInit(): Promise<void> {
    const applied = await runMigrations(this.pool, READ_TABLE_MIGRATIONS);
    for (const migration of applied) this.logger.log(`read tables: applied migration ${migration.version} (${migration.name})`);
    // New tables beside documents projected before them need a replay; on a fresh installation
    // both fill from Kafka's beginning.
    this.needsReplay = applied.some((m) => m.needsReplay) && !(await this.documents.isEmpty());
    this.readiness.register('postgres', async () => {
      await this.pool.query('SELECT 1');
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }

  async apply(event: EventEnvelope): Promise<void> {
    if (!touchesReadTables(event.type)) return;
    if (this.batch) return applyToReadTables(this.batch, event);
    // Until the first replay fills new tables, a live event has nothing to apply to; the replay reads it from the store.
    if (this.needsReplay) return;
    await this.inTransaction((client) => applyToReadTables(new PgRowStore(client), event));
  }

  /** From now on events go to memory, until `finishRebuild` replaces the tables with what they built. */
  beginRebuild(): void {
    this.batch = new MemoryRowStore();
  }

  abortRebuild(): void {
    this.batch = null;
  }

  private async inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Loads the rows with the secondary indexes dropped and then rebuilds them from their own
   * definitions (pg_indexes): one sorted build per index is much cheaper than 100,000 inserts
   * into each btree and trigram index. Inside the caller's transaction, so a failure restores all.
   */
  private async loadWithoutIndexes(client: PoolClient, batch: MemoryRowStore): Promise<number> {
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = ANY($1) AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
      [[...READ_TABLES.map((t) => t.name), ...SEARCH_COMPANIONS.map((c) => c.table)]],
    );
    for (const index of indexes) await client.query(`DROP INDEX "${index.indexname}"`);
    // The search twins are refilled once from the loaded tables, not row by row by their triggers.
    for (const statement of [...companionTriggers(false), ...reviewDateTriggers(false)]) await client.query(statement);
    const rows = await batch.writeTo(client, READ_TABLES);
    for (const companion of SEARCH_COMPANIONS) await client.query(refillSql(companion));
    await client.query(refillReviewDatesSql);
    for (const statement of [...companionTriggers(true), ...reviewDateTriggers(true)]) await client.query(statement);
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.indexdef);
    return rows;
  }

  async finishRebuild(): Promise<{ tables: string[]; rows: number }> {
    const batch = this.batch;
    if (!batch) throw new Error('No rebuild in progress');
    this.batch = null;
    this.needsReplay = false;
    const rows = await this.inTransaction(async (client) => {
      // TRUNCATE locks the tables: readers wait for the commit and then see the new rows, never a half-built list.
      await client.query(
        `TRUNCATE ${[...READ_TABLES.map((t) => t.name), ...SEARCH_COMPANIONS.map((c) => c.table), LIST_COUNTS].join(', ')}`,
      );
      return this.loadWithoutIndexes(client, batch);
    });
    // Fresh statistics for the planner and a visibility map for index-only scans.
    for (const table of [...READ_TABLES.map((t) => t.name), ...SEARCH_COMPANIONS.map((c) => c.table)])
      await this.pool.query(`VACUUM (ANALYZE) ${table}`);
    return { tables: READ_TABLES.map((t) => t.name), rows };
  }
}
