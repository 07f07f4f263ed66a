import { Kafka, logLevel } from 'kafkajs';
import { ensureTopics } from '@portal/eventsourcing';
import { eventually, platformClient, signedInAdmin, testEnv, uniqueId, type ApiSession, type PlatformClient } from '@portal/test-kit';

interface UsageRow {
  domain: string;
  appId: string | null;
  server: string;
  status: number;
  count: number;
}

const proxy = (server: string, path: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(`${testEnv.quotaProxyUrl}/platform/${server}${path}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The whole path for real: an app's client-credentials token from our OAuth server → the quota
 * proxy (JWKS-verified, bucket from the admin tool, one Redis script) → the reference platform API,
 * and the usage it publishes on Kafka.
 */
describe('the quota proxy in front of the platform API', () => {
  let admin: ApiSession;
  let app: PlatformClient;
  let token: string;
  const usage: UsageRow[] = [];
  const kafka = new Kafka({ clientId: 'quota-usage-test', brokers: testEnv.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: uniqueId('quota-usage-test-') });

  beforeAll(async () => {
    admin = await signedInAdmin();
    app = await platformClient('quota-proxy');
    token = await app.token();
    await consumer.connect();
    // The relay creates the topic with its first event; a consumer may come first (as every real one does).
    await ensureTopics(kafka, [{ topic: 'quota.usage' }], Number(process.env.KAFKA_TOPIC_PARTITIONS ?? 3));
    await consumer.subscribe({ topic: 'quota.usage', fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const envelope = JSON.parse(message.value!.toString()) as { data: { rows: UsageRow[] } };
        usage.push(...envelope.data.rows.filter((row) => row.domain === app.clientId));
      },
    });
  }, 60000);

  afterAll(async () => {
    const { body } = await admin.get<{ data: { id: string }[] }>(
      `/api/v1/admin/quota_minder_servers/Production_US01/buckets?domain=${app.clientId}`,
    );
    for (const { id } of body.data) await admin.request('DELETE', `/api/v1/admin/quota_minder_servers/Production_US01/buckets/${id}`);
    await consumer.disconnect();
  });

  it('refuses requests without a platform API token, and unknown servers', async () => {
    const none = await proxy('Production_US01', '/rest/v1.0/companies');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const opaque = await proxy('Production_US01', '/rest/v1.0/companies', await app.token(null));
    expect(opaque.status).toBe(401);
    expect(((await opaque.json()) as { message: string }).message).toMatch(/resource=urn:platform:api/);
    const forged = token
      .split('.')
      .map((part, i) => (i === 1 ? Buffer.from('{"client_id":"x","iss":"y"}').toString('base64url') : part))
      .join('.');
    expect((await proxy('Production_US01', '/rest/v1.0/companies', forged)).status).toBe(401);
    const unknown = await proxy('Production_XX01', '/rest/v1.0/companies', token);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Server not configured or not found');
  });

  it('forwards to the platform API with the spec defaults when no bucket names the app', async () => {
    const response = await proxy('Integrator_Sandbox', '/rest/v1.0/me', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ environment: 'Integrator_Sandbox', app_id: app.appId });
    expect(response.headers.get('ratelimit-policy')).toBe('"main";q=7200;w=3600, "spike";q=100;w=10');
  });

  it('refuses the 6th request inside 10 s with 429 naming the spike template, with Retry-After, and passes again after the window', async () => {
    const created = await admin.post(`/api/v1/admin/quota_minder_servers/Production_US01/buckets`, {
      data: {
        name: 'Spike test',
        domain: app.clientId,
        bucket_templates: [
          { name: 'main', fill_type: 'count', interval_ms: 3_600_000, limit: 7200 },
          { name: 'spike', fill_type: 'count', interval_ms: 10_000, limit: 5 },
        ],
      },
    });
    expect(created.status).toBe(201);
    // The proxy reloads its buckets when the bucket's event commits; then wait for a fresh 10 s window.
    const first = await eventually(async () => {
      const response = await proxy('Production_US01', '/rest/v1.0/companies', token);
      return response.headers.get('ratelimit-policy')?.includes('"spike";q=5;w=10') ? response : null;
    }, 10000);
    await sleep(Number(first.headers.get('ratelimit-reset')) * 1000 + 200);

    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let i = 0; i < 6; i++) {
      const response = await proxy('Production_US01', '/rest/v1.0/projects', token, { 'platform-company-id': '1001' });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect(refused!.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused!.headers.get('ratelimit')).toMatch(/^"spike";r=0;t=\d+$/);
    const body = (await refused!.json()) as { bucket: string; template: string; limit: number; message: string };
    expect(body).toMatchObject({ bucket: 'Spike test', template: 'spike', limit: 5 });
    expect(body.message).toMatch(/spike limit of bucket Spike test allows 5 requests per 10000 ms/);

    await sleep(retryAfter * 1000 + 200);
    expect((await proxy('Production_US01', '/rest/v1.0/companies', token)).status).toBe(200);
  }, 60000);

  it("puts who set which limit when in the app's activity, for admins only", async () => {
    type Activity = { summary: string; actor: { id: string } | null }[];
    const seen = await eventually(async () => {
      const { body } = await admin.get<Activity>(`/api/v1/developer_apps/${app.appId}/activity`);
      return body.find((item) =>
        item.summary.startsWith('set the rate limit "Spike test" on Production_US01: main 7200 per 1 h, spike 5 per 10 s'),
      );
    }, 10000);
    expect(seen.actor).not.toBeNull();
    const { body: own } = await app.developer.get<Activity>(`/api/v1/developer_apps/${app.appId}/activity`);
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((item) => item.summary.includes('rate limit'))).toBe(false);
  });

  it('publishes per-minute usage per app, environment and status on quota.usage', async () => {
    // The requests may straddle a minute boundary, so the passed ones can arrive split over two rows.
    const rows = await eventually(async () => {
      const refused = usage.find((row) => row.status === 429 && row.server === 'Production_US01');
      const passed = usage.filter((row) => row.status === 200 && row.server === 'Production_US01');
      const passedCount = passed.reduce((sum, row) => sum + row.count, 0);
      return refused && passedCount >= 7 ? { refused, passed, passedCount } : null;
    }, 150000);
    expect(rows.refused).toMatchObject({ domain: app.clientId, appId: app.appId, count: 1 });
    for (const row of rows.passed) expect(row).toMatchObject({ domain: app.clientId, appId: app.appId });
  }, 160000);
});
