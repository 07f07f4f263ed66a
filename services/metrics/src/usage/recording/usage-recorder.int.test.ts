import { randomUUID } from 'node:crypto';
import { ensureTestDatabase } from '@portal/test-kit';
import { Pool } from 'pg';
import { USAGE_DDL } from '../usage.tables';
import { UsageRecorder, type UsageRecorded } from './usage-recorder';

/**
 * Redelivered and replayed usage minutes (Kafka at-least-once, a reset offset) leave the usage rows
 * as they were: the minute's key is the guard, so the 30-day report never counts a request twice.
 */
describe('usage recorder (PostgreSQL)', () => {
  let pool: Pool;
  let recorder: UsageRecorder;

  beforeAll(async () => {
    pool = new Pool({ connectionString: await ensureTestDatabase('portal_metrics_usage_test'), max: 4 });
    for (const ddl of USAGE_DDL) await pool.query(ddl);
    recorder = new UsageRecorder(pool);
  });

  afterAll(async () => {
    await pool.end();
  });

  const rowsOf = async (domain: string) =>
    (
      await pool.query(
        `SELECT to_char(minute AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS minute, server, status, app_id, count
           FROM metrics_api_usage WHERE domain = $1 ORDER BY minute, server, status`,
        [domain],
      )
    ).rows;

  it('records each minute once, whatever arrives again and in whatever order', async () => {
    const domain = `client-${randomUUID()}`;
    const appId = randomUUID();
    const minutes: UsageRecorded[] = [
      {
        minute: '2026-11-20T10:00:00.000Z',
        rows: [
          { domain, appId, server: 'Production_US01', status: 200, count: 5 },
          { domain, appId, server: 'Production_US01', status: 429, count: 1 },
        ],
      },
      { minute: '2026-11-20T10:01:00.000Z', rows: [{ domain, appId, server: 'Integrator_Sandbox', status: 200, count: 2 }] },
    ];
    for (const minute of minutes) await recorder.record(minute);
    const first = await rowsOf(domain);
    expect(first.map((row) => [row.minute, row.server, row.status, row.count])).toEqual([
      ['2026-11-20T10:00', 'Production_US01', 200, 5],
      ['2026-11-20T10:00', 'Production_US01', 429, 1],
      ['2026-11-20T10:01', 'Integrator_Sandbox', 200, 2],
    ]);

    for (const minute of [...minutes].reverse()) await recorder.record(minute);
    await Promise.all(minutes.map((minute) => recorder.record(minute)));
    expect(await rowsOf(domain)).toEqual(first);
  });
});
