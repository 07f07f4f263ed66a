import { Inject, Injectable } from '@nestjs/common';
import type { EventData } from '@portal/contracts';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';

export type UsageRecorded = EventData<'quota.usage.recorded'>;

/**
 * Writes one minute of usage in one statement. The key (minute, client, server, status) is the
 * guard: the quota proxy writes each minute once, so a row already there is that same row again.
 */
@Injectable()
export class UsageRecorder {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async record(usage: UsageRecorded): Promise<void> {
    const rows = usage.rows.filter((row) => row.count > 0);
    if (rows.length === 0) return;
    await this.pool.query(
      `INSERT INTO metrics_api_usage (minute, domain, server, status, app_id, count)
       SELECT $1::timestamptz, domain, server, status, app_id, count
         FROM unnest($2::text[], $3::text[], $4::smallint[], $5::text[], $6::integer[]) AS r(domain, server, status, app_id, count)
       ON CONFLICT (minute, domain, server, status) DO NOTHING`,
      [
        usage.minute,
        rows.map((row) => row.domain),
        rows.map((row) => row.server),
        rows.map((row) => row.status),
        rows.map((row) => row.appId ?? null),
        rows.map((row) => row.count),
      ],
    );
  }
}
