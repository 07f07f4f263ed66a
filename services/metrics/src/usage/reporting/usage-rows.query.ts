import { Inject, Injectable } from '@nestjs/common';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import type { UsageReportRow } from './usage-report.csv';

/** An app's requests per UTC day, server, client and status, over `[from, to)`: a range scan of (app_id, minute). */
@Injectable()
export class UsageRowsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async between(appId: string, from: Date, to: Date): Promise<UsageReportRow[]> {
    const { rows } = await this.pool.query<{ day: string; server: string; domain: string; status: number; requests: string }>(
      `SELECT to_char(minute AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, server, domain, status, sum(count) AS requests
         FROM metrics_api_usage
        WHERE app_id = $1 AND minute >= $2 AND minute < $3
        GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4`,
      [appId, from, to],
    );
    return rows.map((r) => ({ date: r.day, server: r.server, clientId: r.domain, status: Number(r.status), requests: Number(r.requests) }));
  }
}
