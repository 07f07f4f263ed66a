import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  eventually,
  mailsTo,
  platformClient,
  signedInAdmin,
  signedUpDeveloper,
  testEnv,
  uniqueId,
  type ApiSession,
  type PlatformClient,
} from '@portal/test-kit';
import type { Schema } from '../core/contract-types';

type Status = Schema<'ApiUsageReportStatus'>;
type RateLimit = Schema<'RateLimitUsage'>;

const SERVER = 'Production_US01';
const OTHER_SERVER = 'Integrator_Sandbox';
const metricsDatabase = () => process.env.METRICS_DATABASE_URL ?? testEnv.postgresUrl('portal_metrics');

/** A CSV of plain cells (the report's are ids, names and numbers) into rows of cells, header left out. */
const csvRows = (csv: string): string[][] =>
  csv
    .split('\r\n')
    .filter(Boolean)
    .slice(1)
    .map((line) => line.split(','));

/**
 * The whole path for real: requests through the quota proxy with the app's client-credentials
 * token → per-minute usage on Kafka → the metrics service's usage table → a report job (BullMQ)
 * → an e-mail with a signed link → the CSV. Plus the current rate-limit usage and the analytics counts.
 */
describe('API usage reports, rate-limit usage and analytics counts', () => {
  let admin: ApiSession;
  let app: PlatformClient;
  let token: string;
  let bucketId: string | null = null;
  /** Requests made through the proxy, by server and status: what the report must show. */
  const made = new Map<string, number>();

  const callPlatform = async (server: string, path: string): Promise<Response> => {
    const response = await fetch(`${testEnv.quotaProxyUrl}/platform/${server}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    const key = `${server},${response.status}`;
    made.set(key, (made.get(key) ?? 0) + 1);
    return response;
  };

  const rateLimits = async (): Promise<RateLimit[]> => {
    const { status, body } = await app.developer.get<RateLimit[]>(`/api/v1/developer_apps/${app.appId}/rate_limits`);
    expect(status).toBe(200);
    return body;
  };

  beforeAll(async () => {
    admin = await signedInAdmin();
    app = await platformClient('usage');
    token = await app.token();
  }, 60000);

  afterAll(async () => {
    if (bucketId) await admin.request('DELETE', `/api/v1/admin/quota_minder_servers/${SERVER}/buckets/${bucketId}`);
  });

  it('shows no buckets while only the default limits apply, and hides an app from those without a role on it', async () => {
    expect(await rateLimits()).toEqual([]);
    const { session: stranger } = await signedUpDeveloper('usage-stranger');
    expect((await stranger.get(`/api/v1/developer_apps/${app.appId}/rate_limits`)).status).toBe(404);
    expect((await stranger.get(`/api/v1/developer_apps/${app.appId}/api_usage_reports/latest`)).status).toBe(404);
    expect((await stranger.post(`/api/v1/developer_apps/${app.appId}/api_usage_reports`, {})).status).toBe(404);
  });

  it("shows the app's bucket with each template's remaining requests, which drop as requests pass", async () => {
    const created = await admin.post<{ data: { id: string } }>(`/api/v1/admin/quota_minder_servers/${SERVER}/buckets`, {
      data: {
        name: 'Usage test',
        domain: app.clientId,
        bucket_templates: [
          { name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 },
          { name: 'spike', fill_type: 'count', interval_ms: 10_000, limit: 100 },
        ],
      },
    });
    expect(created.status).toBe(201);
    bucketId = created.body.data.id;
    // The proxy (and the usage route) pick the bucket up once its event commits.
    const before = await eventually(async () => (await rateLimits()).find((r) => r.server === SERVER) ?? null, 15000);
    expect(before).toMatchObject({ environment: 'production', client_id: app.clientId, bucket_name: 'Usage test' });
    expect(before.templates.map((t) => [t.name, t.count, t.window_ms])).toEqual([
      ['main', 7200, 3_600_000],
      ['spike', 100, 10_000],
    ]);
    const mainBefore = before.templates.find((t) => t.name === 'main')!;
    for (let i = 0; i < 3; i++) expect((await callPlatform(SERVER, '/rest/v1.0/companies')).status).toBe(200);
    const after = (await rateLimits()).find((r) => r.server === SERVER)!;
    const mainAfter = after.templates.find((t) => t.name === 'main')!;
    // Unless the hour's window rolled over in between, exactly the three requests were counted.
    if (mainAfter.reset_ms <= mainBefore.reset_ms) expect(mainAfter.remaining).toBe(mainBefore.remaining - 3);
    expect(mainAfter.remaining).toBeLessThan(7200);
  }, 60000);

  it('e-mails a CSV of the usage the quota proxy recorded, with progress up to completed, then holds a cooldown', async () => {
    expect((await callPlatform(SERVER, '/rest/v1.0/no-such-thing')).status).toBe(404);
    for (let i = 0; i < 2; i++) expect((await callPlatform(OTHER_SERVER, '/rest/v1.0/me')).status).toBe(200);

    // The proxy closes a minute ~10 s after it ends; then Kafka and the metrics consumer.
    const db = new Client({ connectionString: metricsDatabase() });
    await db.connect();
    try {
      await eventually(
        async () => {
          const { rows } = await db.query<{ server: string; status: number; requests: string }>(
            'SELECT server, status, sum(count) AS requests FROM metrics_api_usage WHERE app_id = $1 GROUP BY 1, 2',
            [app.appId],
          );
          const recorded = new Map(rows.map((r) => [`${r.server},${r.status}`, Number(r.requests)]));
          return [...made].every(([key, count]) => recorded.get(key) === count) && recorded.size === made.size;
        },
        150000,
        1000,
      );
    } finally {
      await db.end();
    }

    const initial = await app.developer.get<Status>(`/api/v1/developer_apps/${app.appId}/api_usage_reports/latest`);
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ available: true, cooldown_until: null, report: null });

    const requested = await app.developer.post<Schema<'ApiUsageReport'>>(`/api/v1/developer_apps/${app.appId}/api_usage_reports`, {});
    expect(requested.status).toBe(202);
    expect(requested.body).toMatchObject({ state: 'queued', progress: 0, completed_at: null, error: null });

    const seen = new Set<string>();
    const done = await eventually(
      async () => {
        const { body } = await app.developer.get<Status>(`/api/v1/developer_apps/${app.appId}/api_usage_reports/latest`);
        seen.add(`${body.report?.state}:${body.report?.progress}`);
        return body.report?.state === 'completed' || body.report?.state === 'failed' ? body : null;
      },
      60000,
      50,
    );
    expect(done.report).toMatchObject({ id: requested.body.id, state: 'completed', progress: 100, error: null });
    expect(Date.parse(done.cooldown_until!)).toBeGreaterThan(Date.now());
    expect(seen.size).toBeGreaterThan(1);

    // Other mails reach the developer too (a new app's sandbox is ready).
    const mail = await eventually(
      async () => (await mailsTo(app.email)).find((m) => m.subject === 'Your 30-day API usage report'),
      30000,
      200,
    );
    const link = /https?:\/\/\S+\/developer_apps\/\S+\/download\?token=\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const download = await fetch(new URL(new URL(link!).pathname + new URL(link!).search, testEnv.gatewayUrl));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(download.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${app.appId}-api-usage-`));
    const csv = await download.text();
    expect(csv.split('\r\n')[0]).toBe('date,environment,client_id,status,requests');
    const rows = csvRows(csv);
    const reported = new Map<string, number>();
    for (const [date, environment, clientId, status, requests] of rows) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(clientId).toBe(app.clientId);
      reported.set(`${environment},${status}`, (reported.get(`${environment},${status}`) ?? 0) + Number(requests));
    }
    expect(Object.fromEntries(reported)).toEqual(Object.fromEntries(made));

    const tampered = await fetch(new URL(new URL(link!).pathname + '?token=forged.token', testEnv.gatewayUrl));
    expect(tampered.status).toBe(404);

    const again = await app.developer.post<{ message: string }>(`/api/v1/developer_apps/${app.appId}/api_usage_reports`, {});
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^A report was sent recently\. You can request another one after \d{2}:\d{2} UTC\.$/);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
  }, 240000);

  it('queues one report of two requested at the same moment, and refuses the other with 409', async () => {
    // The admin is another requester of the same app (admins pass the role check), with no cooldown yet.
    const answers = await Promise.all(
      [1, 2].map(() => admin.post<{ message?: string }>(`/api/v1/developer_apps/${app.appId}/api_usage_reports`, {})),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('A report is already being generated.');
  });

  it('counts tracking events per key for admins, a retried tracking id once', async () => {
    const { session: developer } = await signedUpDeveloper('counts');
    const key = `test.usage_counts.${uniqueId('k')}`.toLowerCase();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) expect((await developer.post('/api/v1/analytics', { key, tracking_id: id })).status).toBe(202);
    const count = async () => {
      const { status, body } = await admin.get<Schema<'AnalyticsKeyCount'>[]>('/api/v1/admin/analytics/counts');
      expect(status).toBe(200);
      return body.find((row) => row.key === key)?.count;
    };
    expect(await count()).toBe(3);
    expect((await developer.post('/api/v1/analytics', { key, tracking_id: ids[1] })).status).toBe(202);
    expect(await count()).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    const ranged = await admin.get<Schema<'AnalyticsKeyCount'>[]>(`/api/v1/admin/analytics/counts?from=${today}&to=${today}`);
    expect(ranged.body.find((row) => row.key === key)?.count).toBe(3);
    expect((await admin.get('/api/v1/admin/analytics/counts?from=2026-02-30')).status).toBe(422);
    expect((await developer.get('/api/v1/admin/analytics/counts')).status).toBe(403);
  });
});
