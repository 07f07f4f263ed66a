import { spawn, type ChildProcess } from 'node:child_process';
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
  errors?: string[];
}

const CONSUMER = join(__dirname, '..', '..', '..', '..', 'examples', 'review-consumer', 'consumer.mjs');

const versionState = (session: ApiSession, path: string, app_version: Record<string, unknown>) =>
  session.request<AppVersion>('PATCH', path, { body: { app_version } });

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
    const app = (await session.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Public reviews ') })).body;
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
    const version = promoted.body.app_version_promotion.manifest;
    const mine = `/api/v1/app_versions/${version.id}`;
    const admins = `/api/v1/admin/app_versions/${version.id}`;

    const steps: [ApiSession, string, Record<string, unknown>][] = [
      [session, mine, { state: 'in_review', developer_notes: 'First try' }],
      [admin, admins, { state: 'confidential', admin_notes: 'Not yet' }],
      [session, mine, { state: 'in_review', developer_notes: 'Second try' }],
      [session, mine, { state: 'confidential' }],
      [session, mine, { state: 'in_review', developer_notes: 'Third try' }],
      [admin, admins, { state: 'published', admin_notes: 'Approved' }],
    ];
    for (const [actor, path, change] of steps) expect((await versionState(actor, path, change)).status).toBe(200);

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
    expect(unique[5]!.data.actor_id).not.toBe(developerId);
  });
});
