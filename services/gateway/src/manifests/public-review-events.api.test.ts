import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { components } from '@portal/contracts';
import { eventually, signedInAdmin, signedUpDeveloper, testEnv, uniqueId, type ApiSession } from '@portal/test-kit';

type AppVersion = components['schemas']['AppVersion'];
interface Checked {
  valid: boolean;
  key: string;
  type: string;
  id: string;
  data: Record<string, unknown>;
  traceparent?: string;
  errors?: string[];
}

const CONSUMER = join(__dirname, '..', '..', '..', '..', 'examples', 'review-consumer', 'consumer.mjs');

const versionState = (session: ApiSession, path: string, app_version: Record<string, unknown>, headers: Record<string, string> = {}) =>
  session.request<AppVersion>('PATCH', path, { body: { app_version }, headers });

/** A new app of the developer's with one production version (promoted from an empty sandbox one). */
const appWithProductionVersion = async (session: ApiSession, name: string) => {
  const app = (await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId(name) })).body;
  const sandbox = await session.post<{ manifest: AppVersion }>('/api/v1/app_versioned_manifests', {
    developer_app_id: app.id,
    environment_type: 'Sandbox',
    configured_manifest_content: { permissions: { company: {}, project: {} }, oauth: { enabled: true } },
    allow_empty: true,
  });
  expect(sandbox.status).toBe(201);
  const promoted = await session.post<{ app_version_promotion: { manifest: AppVersion } }>('/api/v1/app_version_promotions', {
    app_version_promotion: { source_app_version_id: sandbox.body.manifest.id, changelog: 'First release' },
  });
  expect(promoted.status).toBe(201);
  return { app, version: promoted.body.app_version_promotion.manifest };
};

/**
 * The example consumer (examples/review-consumer) against the live public topic, while a version goes
 * through review through the real API: every message it sees is a schema-valid CloudEvent keyed by the app.
 */
describe('public review events on portal.reviews.v1 (the example consumer, real API and Kafka)', () => {
  let consumer: ChildProcess;
  const seen: Checked[] = [];

  beforeAll(() => {
    consumer = spawn('node', [CONSUMER, '--from-beginning'], {
      env: { ...process.env, KAFKA_BROKERS: testEnv.kafkaBrokers, GROUP_ID: uniqueId('review-consumer-test-') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: consumer.stdout! }).on('line', (line) => seen.push(JSON.parse(line) as Checked));
  });

  afterAll(async () => {
    if (consumer.exitCode !== null || consumer.signalCode !== null) return;
    const exited = new Promise((resolve) => consumer.once('exit', resolve));
    consumer.kill('SIGTERM');
    await exited;
  });

  it('publishes submit, reject, withdraw and approve of a version as schema-valid CloudEvents, in order, keyed by the app', async () => {
    const { session, id: developerId } = await signedUpDeveloper('public-reviews');
    const admin = await signedInAdmin();
    const { app, version } = await appWithProductionVersion(session, 'Public reviews ');
    const mine = `/api/v1/app_versions/${version.id}`;
    const admins = `/api/v1/admin/app_versions/${version.id}`;

    const traceId = randomBytes(16).toString('hex');
    const traced = { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` };
    const steps: [ApiSession, string, Record<string, unknown>, Record<string, string>?][] = [
      [session, mine, { state: 'in_review', developer_notes: 'First try' }, traced],
      [admin, admins, { state: 'confidential', admin_notes: 'Not yet' }],
      [session, mine, { state: 'in_review', developer_notes: 'Second try' }],
      [session, mine, { state: 'confidential' }],
      [session, mine, { state: 'in_review', developer_notes: 'Third try' }],
      [admin, admins, { state: 'published', admin_notes: 'Approved' }],
    ];
    for (const [actor, path, change, headers] of steps) expect((await versionState(actor, path, change, headers)).status).toBe(200);

    const messages = await eventually(async () => {
      const forApp = seen.filter((m) => m.key === app.id);
      return Promise.resolve(forApp.length >= steps.length ? forApp : null);
    }, 60000);
    expect(messages.filter((m) => !m.valid)).toEqual([]);
    const unique = messages.filter((m, i) => messages.findIndex((n) => n.id === m.id) === i);
    expect(unique.map((m) => [m.type.replace('com.platform.portal.manifest_review.', ''), m.data.state, m.data.notes])).toEqual([
      ['submitted.v1', 'in_review', 'First try'],
      ['rejected.v1', 'confidential', 'Not yet'],
      ['submitted.v1', 'in_review', 'Second try'],
      ['withdrawn.v1', 'confidential', undefined],
      ['submitted.v1', 'in_review', 'Third try'],
      ['approved.v1', 'published', 'Approved'],
    ]);
    for (const message of unique) {
      expect(message.data).toMatchObject({
        app_id: app.id,
        version_id: version.id,
        app_version_key: version.app_version_id,
        semantic_version: version.semantic_version,
      });
    }
    expect(unique[0]!.data.actor_id).toBe(developerId);
    // The message continues the trace of the request that caused it (W3C traceparent header).
    expect(unique[0]!.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(unique[5]!.data.actor_id).not.toBe(developerId);
  });

  it('withdraws a version in review when its app is deleted (as the deleter), and refuses to decide on it afterwards', async () => {
    const { session, id: developerId } = await signedUpDeveloper('public-reviews-deleted');
    const admin = await signedInAdmin();
    const { app, version } = await appWithProductionVersion(session, 'Deleted in review ');
    expect((await versionState(session, `/api/v1/app_versions/${version.id}`, { state: 'in_review' })).status).toBe(200);
    expect((await session.request('DELETE', `/api/v1/developer_apps/${app.id}`)).status).toBe(204);

    const messages = await eventually(async () => {
      const forApp = seen.filter((m) => m.key === app.id);
      return Promise.resolve(forApp.some((m) => m.type.endsWith('.withdrawn.v1')) ? forApp : null);
    }, 60000);
    const unique = messages.filter((m, i) => messages.findIndex((n) => n.id === m.id) === i);
    expect(unique.map((m) => m.type.replace('com.platform.portal.manifest_review.', ''))).toEqual(['submitted.v1', 'withdrawn.v1']);
    expect(unique[1]!.data).toMatchObject({ version_id: version.id, state: 'confidential', actor_id: developerId });
    expect(unique.every((m) => m.valid)).toBe(true);

    const decided = await versionState(admin, `/api/v1/admin/app_versions/${version.id}`, { state: 'published' });
    expect(decided.status).toBe(409);
    expect(JSON.stringify(decided.body)).toContain('This app has been deleted');
  });
});
