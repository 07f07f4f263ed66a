import { randomUUID } from 'node:crypto';
import { eventContractProblems } from '@portal/contracts';
import { ApiSession, internalGet, STRONG_PASSWORD, uniqueEmail } from '@portal/test-kit';

type ErrorBody = { message: string; errors: string[]; fields?: Record<string, string[]> };
type StoredEvent = { type: string; streamId: string; position: number; data: Record<string, unknown>; metadata: Record<string, unknown> };

const METRICS_URL = process.env.METRICS_URL ?? 'http://127.0.0.1:4006';
const PATH = '/api/v1/analytics';
const KEY = 'developer_app.metrics_tab.viewed';

const signedInDeveloper = async (): Promise<{ session: ApiSession; id: string }> => {
  const session = new ApiSession();
  const signUp = await session.signUp(uniqueEmail('analytics'), STRONG_PASSWORD);
  expect(signUp.status).toBe(201);
  return { session, id: signUp.body.user.id };
};

/** Every event the metrics service stored under this tracking id, read through its replay endpoint. */
const eventsTracked = async (trackingId: string): Promise<StoredEvent[]> => {
  const found: StoredEvent[] = [];
  for (let after = 0; ;) {
    const page = await internalGet<StoredEvent[]>(METRICS_URL, `/events?after=${after}&limit=5000`);
    found.push(...page.filter((e) => e.data.trackingId === trackingId));
    if (page.length < 5000) return found;
    after = page.at(-1)!.position;
  }
};

const today = (): string => new Date().toISOString().slice(0, 10);

describe('POST /api/v1/analytics', () => {
  it('records a signed-in developer’s tracking event in the metrics store and answers 202 with its tracking id', async () => {
    const { session, id } = await signedInDeveloper();
    const answer = await session.post<{ tracking_id: string }>(PATH, { key: KEY, additional_properties: { developer_app_id: 'app-1' } });
    expect(answer.status).toBe(202);
    expect(answer.body.tracking_id).toMatch(/^[0-9a-f-]{36}$/);
    const [event, ...more] = await eventsTracked(answer.body.tracking_id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: 'metrics.analytics.event_tracked',
      streamId: `analytics-${id}-${today()}`,
      data: { trackingId: answer.body.tracking_id, key: KEY, properties: { developer_app_id: 'app-1' }, developerId: id },
      metadata: { actorId: id },
    });
    expect(eventContractProblems(event!)).toEqual([]);
  });

  it('records an event without additional properties', async () => {
    const { session } = await signedInDeveloper();
    const answer = await session.post<{ tracking_id: string }>(PATH, { key: 'developers.app_metrics.download_csv.clicked' });
    expect(answer.status).toBe(202);
    expect((await eventsTracked(answer.body.tracking_id))[0]?.data.properties).toEqual({});
  });

  it('answers 401 signed out and 403 without the CSRF token, recording nothing', async () => {
    const trackingId = randomUUID();
    const anonymous = await new ApiSession().post<ErrorBody>(PATH, { key: KEY, tracking_id: trackingId });
    expect(anonymous.status).toBe(401);
    const { session } = await signedInDeveloper();
    const withoutCsrf = await session.post<ErrorBody>(PATH, { key: KEY, tracking_id: trackingId }, { csrf: false });
    expect(withoutCsrf.status).toBe(403);
    expect(withoutCsrf.body.message).toMatch(/CSRF/);
    expect(await eventsTracked(trackingId)).toEqual([]);
  });

  it('answers 422 with field errors for a bad key or bad additional properties', async () => {
    const { session } = await signedInDeveloper();
    const fieldsOf = async (body: Record<string, unknown>) => {
      const answer = await session.post<ErrorBody>(PATH, body);
      expect(answer.status).toBe(422);
      return answer.body.fields;
    };
    expect(await fieldsOf({ additional_properties: {} })).toEqual({ key: ['key is required'] });
    expect(await fieldsOf({ key: '' })).toEqual({ key: ['Key is required'] });
    expect(await fieldsOf({ key: 'Metrics Tab' })).toEqual({
      key: ['Key may only contain lower-case letters, digits and the characters _ . : -'],
    });
    expect(await fieldsOf({ key: 'k'.repeat(101) })).toEqual({ key: ['Key must be at most 100 characters'] });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i]));
    expect(await fieldsOf({ key: KEY, additional_properties: many })).toEqual({
      additional_properties: ['Additional properties may have at most 20 properties'],
    });
    expect(await fieldsOf({ key: KEY, additional_properties: { note: 'x'.repeat(2100) } })).toEqual({
      additional_properties: ['Additional properties must be at most 2 KB as JSON'],
    });
    expect((await fieldsOf({ key: KEY, additional_properties: ['a'] }))?.additional_properties).toBeDefined();
    expect((await fieldsOf({ key: KEY, tracking_id: 'not-a-uuid' }))?.tracking_id).toBeDefined();
  });

  it('is idempotent per tracking id: the same id twice records one event and answers the same id', async () => {
    const { session } = await signedInDeveloper();
    const trackingId = randomUUID();
    for (const key of [KEY, 'a.retry.with.another.key']) {
      const answer = await session.post<{ tracking_id: string }>(PATH, { key, tracking_id: trackingId });
      expect(answer.status).toBe(202);
      expect(answer.body.tracking_id).toBe(trackingId);
    }
    const events = await eventsTracked(trackingId);
    expect(events.map((e) => e.data.key)).toEqual([KEY]);
  });

  it('drops properties that look like secrets, tokens or passwords before storing anything', async () => {
    const { session } = await signedInDeveloper();
    const secret = `s3cr3t-${randomUUID()}`;
    const answer = await session.post<{ tracking_id: string }>(PATH, {
      key: KEY,
      additional_properties: {
        developer_app_id: 'app-2',
        client_secret: secret,
        accessToken: secret,
        Password: secret,
        nested: { refresh_token: secret, kept: 'yes' },
      },
    });
    expect(answer.status).toBe(202);
    const [event] = await eventsTracked(answer.body.tracking_id);
    expect(event?.data.properties).toEqual({ developer_app_id: 'app-2', nested: { kept: 'yes' } });
    expect(JSON.stringify(event)).not.toContain(secret);
  });

  it('throttles a session past 120 events a minute with 429 and Retry-After', async () => {
    const { session } = await signedInDeveloper();
    // Events the metrics service refuses (422) still count, so the limit is reached without storing any.
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) statuses.push((await session.post(PATH, { key: 'Not Valid' })).status);
    expect(new Set(statuses)).toEqual(new Set([422]));
    const throttled = await session.post<ErrorBody>(PATH, { key: KEY });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another session is not affected.
    const other = await signedInDeveloper();
    expect((await other.session.post(PATH, { key: KEY })).status).toBe(202);
  });
});

describe('the app view decides the Metrics tab', () => {
  it('carries the api-usage flag and has_metrics: false (no metrics data is collected yet)', async () => {
    const { session } = await signedInDeveloper();
    const created = await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: 'Metrics tab app' });
    expect(created.status).toBe(201);
    const app = await session.get<{ api_usage_enabled: boolean; has_metrics: boolean }>(`/api/v1/developer_apps/${created.body.id}`);
    expect(app.status).toBe(200);
    expect(typeof app.body.api_usage_enabled).toBe('boolean');
    expect(app.body.has_metrics).toBe(false);
  });
});
