import type { Pool } from 'pg';

/** One schema change, applied once and never edited after release: add a new one instead. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** The change adds or reshapes read tables that only a replay of the event stores can fill. */
  needsReplay?: boolean;
}

const LOCK = 'portal-projection-migrations';

/**
 * Applies the migrations not yet in `schema_migrations`, each in its own transaction, under an
 * advisory lock so replicas starting together take turns. Answers the ones it applied.
 */
export const runMigrations = async (pool: Pool, migrations: readonly Migration[]): Promise<Migration[]> => {
  const client = await pool.connect();
  const applied: Migration[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [LOCK]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
      const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        if (done.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
        applied.push(migration);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK]);
    }
  } finally {
    client.release();
  }
  return applied;
};
