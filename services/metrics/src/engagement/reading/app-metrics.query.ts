import { Inject, Injectable } from '@nestjs/common';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';

export interface InstallationRow {
  id: string;
  company_name: string;
  company_is_demo: boolean;
  user_email_address: string | null;
  platform_updated_at: string;
  status: 'installed' | 'uninstalled';
}

export interface DailyAggregates {
  total_count: number;
  rows: { date: string; count: number }[];
}

export interface AppMetrics {
  developer_app_id: string;
  app_installations: { total_count: number; rows: InstallationRow[] };
  daily_app_installations_aggregates: DailyAggregates;
  daily_marketplace_app_views_aggregates: DailyAggregates;
}

export interface InstallationsPage {
  page: number;
  perPage: number;
}

// Offset paging over the feed index, from whichever end is nearer: the report pages 25 at a time
// from the newest, and the oldest pages are read backwards, so no page skips more than half the
// feed. The CSV export, which reads everything, uses keyset batches instead.
// The order names the table's column (`i.`): bare, it would be the output's text of the same name,
// sorted by a scan of every installation instead of read from the feed index.
const installationsPage = (direction: 'DESC' | 'ASC'): string => `
  SELECT i.installation_id AS id, i.company_name, i.company_is_demo, i.user_email_address,
         to_char(i.platform_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS platform_updated_at, i.status
    FROM metrics_installations i
   WHERE i.app_id = $1
   ORDER BY i.platform_updated_at ${direction}, i.installation_id ${direction}
   LIMIT $2 OFFSET $3`;
const NEWEST_FIRST = installationsPage('DESC');
const OLDEST_FIRST = installationsPage('ASC');

const INSTALLATIONS_COUNT = `SELECT count AS n FROM metrics_app_installation_totals WHERE app_id = $1`;

const dailyOf = (table: 'metrics_daily_views' | 'metrics_daily_installations'): string =>
  `SELECT to_char(day, 'YYYY-MM-DD') AS date, count FROM ${table} WHERE app_id = $1 ORDER BY day`;

const HAS_METRICS = `
  SELECT EXISTS (SELECT 1 FROM metrics_daily_views WHERE app_id = $1)
      OR EXISTS (SELECT 1 FROM metrics_daily_installations WHERE app_id = $1) AS has_metrics`;

const aggregates = (rows: { date: string; count: number }[]): DailyAggregates => ({
  total_count: rows.reduce((sum, row) => sum + row.count, 0),
  rows,
});

/** An app's engagement report: the install feed (paged) and both daily series (every day with a count). */
@Injectable()
export class AppMetricsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(appId: string, { page, perPage }: InstallationsPage, withEmails: boolean): Promise<AppMetrics> {
    // Independent reads, each on its own index: side by side on the pool, not one after another.
    const [feed, installs, views] = await Promise.all([
      this.feed(appId, (page - 1) * perPage, perPage),
      this.pool.query<{ date: string; count: number }>(dailyOf('metrics_daily_installations'), [appId]),
      this.pool.query<{ date: string; count: number }>(dailyOf('metrics_daily_views'), [appId]),
    ]);
    return {
      developer_app_id: appId,
      app_installations: {
        total_count: feed.total,
        rows: feed.rows.map((row) => ({ ...row, user_email_address: withEmails ? row.user_email_address : null })),
      },
      daily_app_installations_aggregates: aggregates(installs.rows),
      daily_marketplace_app_views_aggregates: aggregates(views.rows),
    };
  }

  private async feed(appId: string, offset: number, limit: number): Promise<{ total: number; rows: InstallationRow[] }> {
    const total = (await this.pool.query<{ n: number }>(INSTALLATIONS_COUNT, [appId])).rows[0]?.n ?? 0;
    if (offset >= total) return { total, rows: [] };
    if (offset < total / 2) return { total, rows: (await this.pool.query<InstallationRow>(NEWEST_FIRST, [appId, limit, offset])).rows };
    const take = Math.min(limit, total - offset);
    const { rows } = await this.pool.query<InstallationRow>(OLDEST_FIRST, [appId, take, total - offset - take]);
    return { total, rows: rows.reverse() };
  }

  async hasMetrics(appId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ has_metrics: boolean }>(HAS_METRICS, [appId]);
    return rows[0]?.has_metrics ?? false;
  }
}
