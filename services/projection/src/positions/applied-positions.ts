import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { positionToken, type EventEnvelope } from '@portal/eventsourcing';
import { serviceMetrics } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { PG_POOL } from '../core/pg/pg.providers';

const RECENT_LIMIT = 50_000;
const KEEP = '1 hour';
const POLL_MS = 40;

/**
 * Remembers which events (by `source:position`) the read models have taken in, so a query can
 * wait for its session's own writes. Kept in PostgreSQL (`applied_positions`) for the other
 * replicas, and in memory so this replica's waiters wake up at once.
 *
 * Markers of events applied at the same time (several partitions and streams are handled at once)
 * share one statement and one commit: a marker costs the projection no round trip of its own.
 */
@Injectable()
export class AppliedPositions implements OnModuleInit, OnApplicationShutdown {
  private readonly recent = new Set<string>();
  private readonly waiters = new Set<() => void>();
  private sweeper: NodeJS.Timeout | null = null;
  /** Tokens waiting for the next statement, and that statement's outcome. */
  private queued: { tokens: string[]; written: Promise<void> } | null = null;
  private lastWrite: Promise<unknown> = Promise.resolve();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), 600_000).unref();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  async record(event: EventEnvelope): Promise<void> {
    const token = positionToken(event.source, event.position);
    await this.write(token);
    this.remember(token);
    serviceMetrics().projectionApplied(event.source, event.position);
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
          `INSERT INTO applied_positions (token) SELECT unnest($1::text[])
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
    const { rows } = await this.pool.query<{ token: string }>('SELECT token FROM applied_positions WHERE token = ANY($1::text[])', [
      unknown,
    ]);
    for (const { token } of rows) this.remember(token);
    return unknown.filter((t) => !this.recent.has(t));
  }

  private remember(token: string): void {
    if (this.recent.size >= RECENT_LIMIT) this.recent.delete(this.recent.values().next().value!);
    this.recent.add(token);
    for (const wake of [...this.waiters]) wake();
  }

  private async sweep(): Promise<void> {
    await this.pool.query(`DELETE FROM applied_positions WHERE at < now() - interval '${KEEP}'`).catch(() => undefined);
  }
}
