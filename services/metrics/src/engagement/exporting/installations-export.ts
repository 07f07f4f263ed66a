import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { CSV_START, csvLine } from '../../core/csv';

export const CSV_BATCH = 1000;

const COLUMNS = ['id', 'company_name', 'company_is_demo', 'status', 'platform_updated_at'] as const;

interface ExportRow {
  id: string;
  company_name: string;
  company_is_demo: boolean;
  status: string;
  platform_updated_at: string;
  user_email_address: string | null;
  /** The exact timestamp (microseconds) for the next batch's keyset. */
  cursor_at: string;
}

// `i.` everywhere: a bare platform_updated_at in ORDER BY would be the output's text column.
const FIRST_BATCH = `
  SELECT i.installation_id AS id, i.company_name, i.company_is_demo, i.status, i.user_email_address,
         to_char(i.platform_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS platform_updated_at,
         i.platform_updated_at::text AS cursor_at
    FROM metrics_installations i
   WHERE i.app_id = $1
   ORDER BY i.platform_updated_at DESC, i.installation_id DESC
   LIMIT $2`;

const NEXT_BATCH = `
  SELECT i.installation_id AS id, i.company_name, i.company_is_demo, i.status, i.user_email_address,
         to_char(i.platform_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS platform_updated_at,
         i.platform_updated_at::text AS cursor_at
    FROM metrics_installations i
   WHERE i.app_id = $1 AND (i.platform_updated_at, i.installation_id) < ($3::timestamptz, $4)
   ORDER BY i.platform_updated_at DESC, i.installation_id DESC
   LIMIT $2`;

/**
 * The app's installations as CSV, newest first, read in keyset batches on the feed index and
 * produced only as fast as the client takes them (a Readable pulls the next batch when its buffer
 * drains), so memory stays flat whatever the number of installations. Each batch is its own query:
 * no connection is held while a slow client downloads.
 */
@Injectable()
export class InstallationsExport {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  stream(appId: string, withEmails: boolean): Readable {
    return Readable.from(this.lines(appId, withEmails), { objectMode: false, highWaterMark: 64 * 1024 });
  }

  private async *lines(appId: string, withEmails: boolean): AsyncGenerator<string> {
    yield CSV_START + csvLine(withEmails ? [...COLUMNS, 'user_email_address'] : COLUMNS);
    let last: ExportRow | undefined;
    for (;;) {
      const { rows } = last
        ? await this.pool.query<ExportRow>(NEXT_BATCH, [appId, CSV_BATCH, last.cursor_at, last.id])
        : await this.pool.query<ExportRow>(FIRST_BATCH, [appId, CSV_BATCH]);
      if (rows.length === 0) return;
      let chunk = '';
      for (const row of rows) {
        const cells = [row.id, row.company_name, row.company_is_demo, row.status, row.platform_updated_at];
        chunk += csvLine(withEmails ? [...cells, row.user_email_address] : cells);
      }
      yield chunk;
      if (rows.length < CSV_BATCH) return;
      last = rows.at(-1);
    }
  }
}
