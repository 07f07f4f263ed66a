import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConflictError } from '@portal/decider';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { admitReport, ALREADY_GENERATING, REPORT_TIMED_OUT, STALE_AFTER_MS } from './report-rules';

export type ReportState = 'queued' | 'running' | 'completed' | 'failed';

export interface UsageReport {
  id: string;
  appId: string;
  requesterId: string;
  state: ReportState;
  progress: number;
  requestedAt: Date;
  completedAt: Date | null;
  error: string | null;
}

interface Row {
  id: string;
  app_id: string;
  requester_id: string;
  state: ReportState;
  progress: number;
  requested_at: Date;
  completed_at: Date | null;
  error: string | null;
}

const COLUMNS = 'id, app_id, requester_id, state, progress, requested_at, completed_at, error';
const ACTIVE = `state IN ('queued', 'running')`;

const reportOf = (row: Row): UsageReport => ({
  id: row.id,
  appId: row.app_id,
  requesterId: row.requester_id,
  state: row.state,
  progress: Number(row.progress),
  requestedAt: row.requested_at,
  completedAt: row.completed_at,
  error: row.error,
});

/**
 * The reports' durable state: what the app page shows, and what the 409 and 429 rules are decided
 * from. The BullMQ job only carries the report id.
 */
@Injectable()
export class UsageReportsStore {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Decides and records a new request in one transaction, serialised per app and requester (an
   * advisory lock), so two concurrent requests give one queued report and one 409. The partial
   * unique index on active reports backs this up.
   */
  async request(appId: string, requesterId: string, cooldownSeconds: number, now = new Date()): Promise<UsageReport> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`api-usage-report:${appId}:${requesterId}`]);
      // A report the worker never finished (Redis lost the job) must not block its requester forever.
      await client.query(
        `UPDATE metrics_usage_reports SET state = 'failed', error = $3, completed_at = $4
          WHERE app_id = $1 AND requester_id = $2 AND ${ACTIVE} AND requested_at < $5`,
        [appId, requesterId, REPORT_TIMED_OUT, now, new Date(now.getTime() - STALE_AFTER_MS)],
      );
      const { rows: active } = await client.query<{ requested_at: Date }>(
        `SELECT requested_at FROM metrics_usage_reports WHERE app_id = $1 AND requester_id = $2 AND ${ACTIVE} LIMIT 1`,
        [appId, requesterId],
      );
      const lastCompletedAt = await this.lastCompletedAt(client, appId, requesterId);
      const admission = admitReport({ activeSince: active[0]?.requested_at ?? null, lastCompletedAt }, cooldownSeconds, now);
      if (!admission.admitted) throw admission.error;
      const { rows } = await client.query<Row>(
        `INSERT INTO metrics_usage_reports (id, app_id, requester_id, state, progress, requested_at)
         VALUES ($1, $2, $3, 'queued', 0, $4) RETURNING ${COLUMNS}`,
        [randomUUID(), appId, requesterId, now],
      );
      await client.query('COMMIT');
      return reportOf(rows[0]!);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if ((error as { constraint?: string }).constraint === 'metrics_usage_reports_one_active') throw new ConflictError(ALREADY_GENERATING);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The requester's newest report of the app, and when their last e-mailed one completed. */
  async latest(appId: string, requesterId: string): Promise<{ report: UsageReport | null; lastCompletedAt: Date | null }> {
    const [{ rows }, lastCompletedAt] = await Promise.all([
      this.pool.query<Row>(
        `SELECT ${COLUMNS} FROM metrics_usage_reports WHERE app_id = $1 AND requester_id = $2 ORDER BY requested_at DESC LIMIT 1`,
        [appId, requesterId],
      ),
      this.lastCompletedAt(this.pool, appId, requesterId),
    ]);
    return { report: rows[0] ? reportOf(rows[0]) : null, lastCompletedAt };
  }

  async find(id: string): Promise<UsageReport | null> {
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM metrics_usage_reports WHERE id = $1`, [id]);
    return rows[0] ? reportOf(rows[0]) : null;
  }

  /** Marks the report running; null when it is finished already (a job run again after its end). */
  async start(id: string): Promise<UsageReport | null> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE metrics_usage_reports SET state = 'running', progress = GREATEST(progress, 1)
        WHERE id = $1 AND ${ACTIVE} RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0] ? reportOf(rows[0]) : null;
  }

  async progress(id: string, progress: number): Promise<void> {
    await this.pool.query(`UPDATE metrics_usage_reports SET progress = GREATEST(progress, $2) WHERE id = $1 AND ${ACTIVE}`, [
      id,
      Math.max(0, Math.min(99, Math.round(progress))),
    ]);
  }

  async saveCsv(id: string, csv: string): Promise<void> {
    await this.pool.query(`UPDATE metrics_usage_reports SET csv = $2 WHERE id = $1`, [id, csv]);
  }

  async csvOf(id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ csv: string | null }>(
      `SELECT csv FROM metrics_usage_reports WHERE id = $1 AND state = 'completed'`,
      [id],
    );
    return rows[0]?.csv ?? null;
  }

  async complete(id: string, at = new Date()): Promise<void> {
    await this.pool.query(
      `UPDATE metrics_usage_reports SET state = 'completed', progress = 100, completed_at = $2, error = NULL WHERE id = $1 AND ${ACTIVE}`,
      [id, at],
    );
  }

  async fail(id: string, error: string, at = new Date()): Promise<void> {
    await this.pool.query(`UPDATE metrics_usage_reports SET state = 'failed', completed_at = $3, error = $2 WHERE id = $1 AND ${ACTIVE}`, [
      id,
      error,
      at,
    ]);
  }

  private async lastCompletedAt(db: Pick<Pool, 'query'>, appId: string, requesterId: string): Promise<Date | null> {
    const { rows } = await db.query<{ completed_at: Date }>(
      `SELECT completed_at FROM metrics_usage_reports
        WHERE app_id = $1 AND requester_id = $2 AND state = 'completed'
        ORDER BY requested_at DESC LIMIT 1`,
      [appId, requesterId],
    );
    return rows[0]?.completed_at ?? null;
  }
}
