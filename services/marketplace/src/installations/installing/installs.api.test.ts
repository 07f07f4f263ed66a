import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eventually, signedInAdmin, signedUpDeveloper, testEnv, uniqueId } from '@portal/test-kit';
import { publishListing } from '../../listings/catalog/published.testing';

interface Checked {
  valid: boolean;
  key: string;
  type: string;
  id: string;
  data: Record<string, unknown>;
  errors?: string[];
}

const CONSUMER = join(__dirname, '..', '..', '..', '..', '..', 'examples', 'review-consumer', 'consumer.mjs');

/**
 * Installing from the catalog, through the real API: the example consumer reads schema-valid
 * CloudEvents from the public topic portal.installs.v1, keyed by the app.
 */
describe('Marketplace installs on portal.installs.v1 (real API and Kafka)', () => {
  let consumer: ChildProcess;
  const seen: Checked[] = [];

  beforeAll(() => {
    consumer = spawn('node', [CONSUMER, '--from-beginning', '--topic', 'portal.installs.v1'], {
      env: { ...process.env, KAFKA_BROKERS: testEnv.kafkaBrokers, GROUP_ID: uniqueId('installs-consumer-test-') },
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

  it('installs a published app for a company once, lets only the installer uninstall, and publishes both', async () => {
    const { session: developer } = await signedUpDeveloper('installs-dev');
    const admin = await signedInAdmin();
    const appId = await publishListing(developer, admin, uniqueId('Installable '), ['erp'], true);
    const draftId = await publishListing(developer, admin, uniqueId('Unpublished '), ['erp'], false);
    const { session: installer, email } = await signedUpDeveloper('installer');
    const company = uniqueId('Harbor Builders ');

    expect((await installer.post(`/api/v1/marketplace/listings/${draftId}/installations`, { company_name: company })).status).toBe(404);
    expect((await installer.post(`/api/v1/marketplace/listings/${appId}/installations`, { company_name: ' ' })).status).toBe(422);
    const installed = await installer.post<{ installation_id: string; demo: boolean }>(
      `/api/v1/marketplace/listings/${appId}/installations`,
      {
        company_name: company,
        demo: true,
      },
    );
    expect(installed.status).toBe(201);
    expect(installed.body).toMatchObject({ app_id: appId, company_name: company, demo: true, installed: true });
    const again = await installer.post(`/api/v1/marketplace/listings/${appId}/installations`, { company_name: company.toUpperCase() });
    expect(again.status).toBe(409);

    const path = `/api/v1/marketplace/listings/${appId}/installations/${installed.body.installation_id}`;
    expect((await developer.request('DELETE', path)).status).toBe(403);
    expect((await installer.request('DELETE', path)).status).toBe(204);
    expect((await installer.request('DELETE', path)).status).toBe(404);

    const messages = await eventually(async () => {
      const forApp = seen.filter((m) => m.key === appId);
      return Promise.resolve(forApp.length >= 2 ? forApp : null);
    }, 60000);
    expect(messages.filter((m) => !m.valid)).toEqual([]);
    expect(messages.map((m) => m.type)).toEqual([
      'com.platform.portal.marketplace_install.installed.v1',
      'com.platform.portal.marketplace_install.uninstalled.v1',
    ]);
    expect(messages[0]!.data).toMatchObject({
      installation_id: installed.body.installation_id,
      app_id: appId,
      company_name: company,
      demo: true,
      installer_email: email,
    });
  }, 120000);

  it('answers an install sent again with its Idempotency-Key as made, once; another demo flag is a 422; after an uninstall a 409', async () => {
    const { session: developer } = await signedUpDeveloper('installs-keyed-dev');
    const admin = await signedInAdmin();
    const appId = await publishListing(developer, admin, uniqueId('Installable keyed '), ['erp'], true);
    const { session: installer } = await signedUpDeveloper('installer-keyed');
    const company = uniqueId('Keyed Builders ');
    const install = (key: string, body: Record<string, unknown> = { company_name: company }) =>
      installer.request<{ installation_id: string; message?: string; fields?: Record<string, string[]> }>(
        'POST',
        `/api/v1/marketplace/listings/${appId}/installations`,
        { body, headers: { 'idempotency-key': key } },
      );
    const key = uniqueId('install-');
    const answers = await Promise.all([install(key), install(key)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    const later = await install(key, { company_name: ` ${company.toLowerCase()} ` });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.body.installation_id).toBe(answers[0]!.body.installation_id);

    const demo = await install(key, { company_name: company, demo: true });
    expect(demo.status).toBe(422);
    expect(demo.body.fields?.['Idempotency-Key']).toEqual([
      'This Idempotency-Key was already used to create an installation with another demo flag: send a new key',
    ]);
    // A new key is a new intention: the company has the app already.
    expect((await install(uniqueId('install-'))).status).toBe(409);

    const path = `/api/v1/marketplace/listings/${appId}/installations/${answers[0]!.body.installation_id}`;
    expect((await installer.request('DELETE', path)).status).toBe(204);
    const afterUninstall = await install(key);
    expect(afterUninstall.status).toBe(409);
    expect(afterUninstall.body.message).toBe(
      'The installation this Idempotency-Key created has been deleted: send a new key to create another',
    );
    expect((await install(uniqueId('install-'))).status).toBe(201);
  }, 120000);
});
