import { signedUpDeveloper, testEnv } from '@portal/test-kit';

/**
 * Prometheus metrics (issue 15): every service answers `GET /metrics` in the text format to a
 * caller with the internal token, and refuses everyone else — the gateway included, although it
 * is public.
 */
const url = (envName: string, port: number): string => process.env[envName] ?? `http://127.0.0.1:${port}`;

const SERVICES: readonly [name: string, baseUrl: string][] = [
  ['gateway', testEnv.gatewayUrl],
  ['identity', testEnv.identityUrl],
  ['projection', testEnv.projectionUrl],
  ['apps', url('APPS_URL', 4003)],
  ['marketplace', url('MARKETPLACE_URL', 4004)],
  ['notifications', url('NOTIFICATIONS_URL', 4005)],
  ['metrics', url('METRICS_URL', 4006)],
  ['quota-proxy', testEnv.quotaProxyUrl],
];
const baseUrlOf = (name: string): string => SERVICES.find(([n]) => n === name)![1];

const scrape = async (baseUrl: string, headers: Record<string, string> = { 'x-internal-token': testEnv.internalToken }) => {
  const response = await fetch(new URL('/metrics', baseUrl), { headers });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
};

/** Scrapes until `pattern` shows (gauges that need a first event or a group join), for at most `ms`. */
const scrapeUntil = async (baseUrl: string, pattern: RegExp, ms = 30_000): Promise<string> => {
  const deadline = Date.now() + ms;
  let body = '';
  while (Date.now() < deadline) {
    body = (await scrape(baseUrl)).body;
    if (pattern.test(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return body;
};

describe('GET /metrics on every service', () => {
  it.each(SERVICES)('%s answers the Prometheus text format to the internal token', async (name, baseUrl) => {
    // A request of our own first, so the HTTP counter has at least one series.
    await fetch(new URL('/healthz', baseUrl));
    const answer = await scrape(baseUrl);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('# TYPE portal_http_requests_total counter');
    expect(answer.body).toMatch(new RegExp(`^portal_http_requests_total\\{.*route="/healthz".*service="${name}".*\\} \\d+`, 'm'));
    expect(answer.body).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(answer.body).toContain('process_cpu_seconds_total');
  });

  it.each(SERVICES)('%s refuses a scrape without the internal token, or with a wrong one', async (_name, baseUrl) => {
    for (const headers of [{}, { 'x-internal-token': `${testEnv.internalToken}-wrong` }] as Record<string, string>[]) {
      const answer = await scrape(baseUrl, headers);
      expect([401, 403]).toContain(answer.status);
      expect(answer.body).not.toContain('portal_http_requests_total');
    }
  });

  it('labels requests by route pattern, never by the raw URL', async () => {
    const gateway = baseUrlOf('gateway');
    await fetch(new URL('/api/v1/developer_apps/metrics-route-label-probe', gateway));
    const body = (await scrape(gateway)).body;
    expect(body).not.toContain('metrics-route-label-probe');
  });

  describe('after an event went through', () => {
    beforeAll(async () => {
      // A sign-up appends an identity event: relayed, then consumed by the projection and notifications.
      await signedUpDeveloper('metrics');
    });

    it('the projection reports the position it has applied', async () => {
      const body = await scrapeUntil(baseUrlOf('projection'), /^portal_projection_position\{.*source="identity".*\} \d+/m);
      expect(body).toMatch(/^portal_projection_position\{.*source="identity".*\} \d+/m);
    });

    it('a consumer service reports its lag per topic, partition and group', async () => {
      const lag = /^portal_kafka_consumer_lag\{(?=.*topic=")(?=.*partition=")(?=.*group="notifications").*\} \d+/m;
      expect(await scrapeUntil(baseUrlOf('notifications'), lag)).toMatch(lag);
    });

    it('the producing service reports its outbox lag and relayed position', async () => {
      const body = await scrapeUntil(baseUrlOf('identity'), /^portal_outbox_relayed_position\{.*source="identity".*\} [1-9]/m);
      expect(body).toMatch(/^portal_outbox_relayed_position\{.*source="identity".*\} [1-9]/m);
      expect(body).toMatch(/^portal_outbox_lag_events\{.*source="identity".*\} \d+/m);
    });

    it('services with BullMQ queues report their depth by state', async () => {
      const depth = /^portal_bullmq_queue_depth\{(?=.*queue=")(?=.*state="waiting").*\} \d+/m;
      expect(await scrapeUntil(baseUrlOf('identity'), depth)).toMatch(depth);
    });
  });
});
