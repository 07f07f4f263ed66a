import type { InjectionToken, OnApplicationShutdown, OnModuleInit, Provider } from '@nestjs/common';
import { positionToken, type EventEnvelope } from '@portal/eventsourcing';
import type { Pool } from 'pg';

const RECENT_LIMIT = 50_000;
const KEEP = '1 hour';
const POLL_MS = 40;
const SWEEP_MS = 600_000;
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The part of a pool the markers use (a `pg` Pool, the service's own). */
export type PositionsDb = Pick<Pool, 'query'>;

export interface AppliedPositionsOptions {
  /** The service's own table of markers: `token text PRIMARY KEY, at timestamptz` (`appliedPositionsDdl`). */
  table: string;
  /** Told of each marker once written (the projection's applied-position gauge). */
  onRecorded?(event: Pick<EventEnvelope, 'source' | 'position'>): void;
}

/**
 * The statements that make a markers table (idempotent: for a service whose DDL runs at every start). The
 * projection's `applied_positions` is the same table, made by one of its versioned migrations.
 */
export const appliedPositionsDdl = (table: string): string[] => [
  `CREATE TABLE IF NOT EXISTS ${tableName(table)} (
     token text PRIMARY KEY,
     at    timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS ${tableName(table)}_by_at ON ${tableName(table)} (at)`,
];

const tableName = (table: string): string => {
  if (!TABLE_NAME.test(table)) throw new Error(`applied positions: ${JSON.stringify(table)} is not a plain table name`);
  return table;
};

/**
 * Remembers which events (by `source:position`) a service's read models have taken in, so a request can wait for
 * its caller's own writes (read-your-writes: `GET positions/wait`, `PositionsController`). Kept in the service's
 * PostgreSQL (its markers table) for the other replicas, and in memory so this replica's waiters wake up at once.
 * Used by every service that keeps read models of other services' events: the projection, and the metrics service
 * for the installations it follows.
 *
 * Markers of events applied at the same time (several partitions and streams are handled at once) share one
 * statement and one commit: a marker costs its service no round trip of its own. Recording a token again (a
 * redelivery, a replay) only refreshes its time.
 */
export class AppliedPositions implements OnModuleInit, OnApplicationShutdown {
  private readonly table: string;
  private readonly recent = new Set<string>();
  private readonly waiters = new Set<() => void>();
  private sweeper: NodeJS.Timeout | null = null;
  /** Tokens waiting for the next statement, and that statement's outcome. */
  private queued: { tokens: string[]; written: Promise<void> } | null = null;
  private lastWrite: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: PositionsDb,
    private readonly options: AppliedPositionsOptions,
  ) {
    this.table = tableName(options.table);
  }

  /** Provides the markers of a Nest service on its pool (by the pool's injection token). */
  static provider(pool: InjectionToken, options: AppliedPositionsOptions): Provider {
    return { provide: AppliedPositions, useFactory: (db: PositionsDb) => new AppliedPositions(db, options), inject: [pool] };
  }

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  async record(event: Pick<EventEnvelope, 'source' | 'position'>): Promise<void> {
    const token = positionToken(event.source, event.position);
    await this.write(token);
    this.remember(token);
    this.options.onRecorded?.(event);
  }

  /** Resolves with the tokens still not applied when everything landed or the time ran out. */
  async waitFor(tokens: readonly string[], timeoutMs: number): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    let pending = await this.unapplied(tokens);
    while (pending.length > 0 && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
        this.waiters.add(wake);
      });
      pending = await this.unapplied(pending);
    }
    return pending;
  }

  /**
   * Joins the statement not yet sent, or queues one behind the statement under way: tokens that
   * arrive while one is written go together in the next.
   */
  private write(token: string): Promise<void> {
    if (!this.queued) {
      const tokens: string[] = [];
      const written = this.lastWrite.then(async () => {
        this.queued = null;
        await this.pool.query(
          `INSERT INTO ${this.table} (token) SELECT unnest($1::text[])
           ON CONFLICT (token) DO UPDATE SET at = now()`,
          [[...new Set(tokens)]],
        );
      });
      this.queued = { tokens, written };
      this.lastWrite = written.catch(() => undefined);
    }
    this.queued.tokens.push(token);
    return this.queued.written;
  }

  private async unapplied(tokens: readonly string[]): Promise<string[]> {
    const unknown = tokens.filter((t) => !this.recent.has(t));
    if (unknown.length === 0) return [];
    const { rows } = await this.pool.query<{ token: string }>(`SELECT token FROM ${this.table} WHERE token = ANY($1::text[])`, [unknown]);
    for (const { token } of rows) this.remember(token);
    return unknown.filter((t) => !this.recent.has(t));
  }

  private remember(token: string): void {
    if (this.recent.size >= RECENT_LIMIT) this.recent.delete(this.recent.values().next().value!);
    this.recent.add(token);
    for (const wake of [...this.waiters]) wake();
  }

  private async sweep(): Promise<void> {
    await this.pool.query(`DELETE FROM ${this.table} WHERE at < now() - interval '${KEEP}'`).catch(() => undefined);
  }
}
