import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  ApiSession,
  eventually,
  signedInAdmin,
  signedUpDeveloper,
  STRONG_PASSWORD,
  testEnv,
  uniqueEmail,
  uniqueId,
  waitForMailsMatching,
} from '@portal/test-kit';
import { publishListing } from '../../listings/catalog/published.testing';

interface Checked {
  valid: boolean;
  key: string;
  type: string;
  id: string;
  data: Record<string, unknown>;
  errors?: string[];
}
type Lead = { lead_id: string; app_id: string; requested_at: string; requester_email: string };
type ErrorBody = { message: string; fields?: Record<string, string[]> };

const CONSUMER = join(__dirname, '..', '..', '..', '..', '..', 'examples', 'review-consumer', 'consumer.mjs');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LEAD_TYPE = 'com.platform.portal.marketplace_lead.requested.v1';

/**
 * Requests for information from a create-lead listing (spec 3 §4's contact mode), through the real gateway,
 * marketplace, Kafka and mail catcher: the example consumer reads schema-valid CloudEvents from the public topic
 * portal.leads.v1, keyed by the app, as the provider's CRM would.
 */
describe('Marketplace leads on portal.leads.v1 (real API, Kafka and mail)', () => {
  let consumer: ChildProcess;
  const seen: Checked[] = [];
  let admin: ApiSession;
  let developer: ApiSession;
  /** A published listing whose contact is "create lead" (an admin, who counts as a provider employee, chose it). */
  let leadAppId: string;
  let leadAppName: string;

  const requestLead = (session: ApiSession, appId: string, body: unknown) =>
    session.request<Lead & ErrorBody>('POST', `/api/v1/marketplace/listings/${appId}/leads`, { body });

  beforeAll(async () => {
    consumer = spawn('node', [CONSUMER, '--from-beginning', '--topic', 'portal.leads.v1'], {
      env: { ...process.env, KAFKA_BROKERS: testEnv.kafkaBrokers, GROUP_ID: uniqueId('leads-consumer-test-') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: consumer.stdout! }).on('line', (line) => seen.push(JSON.parse(line) as Checked));

    ({ session: developer } = await signedUpDeveloper('leads-dev'));
    admin = await signedInAdmin();
    leadAppName = uniqueId('Lead App ').slice(0, 50);
    leadAppId = await publishListing(developer, admin, leadAppName, ['erp'], false);
    const approved = await admin.request('PATCH', `/api/v1/admin/submissions/${leadAppId}`, {
      body: { submission: { create_lead: true, contact_us_email: '', learn_how_url: '', state: 'published', silent: true } },
    });
    if (approved.status !== 200) throw new Error(`set-up: publishing the create-lead listing answered ${approved.status}`);
  }, 120000);

  afterAll(async () => {
    if (consumer.exitCode !== null || consumer.signalCode !== null) return;
    const exited = new Promise((resolve) => consumer.once('exit', resolve));
    consumer.kill('SIGTERM');
    await exited;
  });

  it('makes one lead per user, app and company in 24 hours, publishes it for the CRM and mails the requester a receipt', async () => {
    const email = uniqueEmail('lead-requester');
    const requester = new ApiSession();
    expect((await requester.signUp(email, STRONG_PASSWORD, { firstName: 'Dana', lastName: 'Reyes' })).status).toBe(201);
    const company = uniqueId('Harbor Builders ');
    const body = { company_name: ` ${company} `, phone: '+1 415 555 0134', message: 'Do you sync subcontractor crews?\nWe run 40.' };

    const made = await requestLead(requester, leadAppId, body);
    expect(made.status).toBe(201);
    expect(made.headers.get('idempotent-replayed')).toBeNull();
    expect(made.body).toEqual({
      lead_id: expect.stringMatching(UUID),
      app_id: leadAppId,
      requested_at: expect.any(String),
      requester_email: email,
    });

    // The same request (another spelling of the company, another message): the earlier lead, nothing new for the CRM.
    const again = await requestLead(requester, leadAppId, { company_name: company.toUpperCase(), message: 'Hello again' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(made.body);

    // Another company is another lead; two sends at once (a double click, two tabs) still make one.
    const other = uniqueId('Second Co ');
    const both = await Promise.all([
      requestLead(requester, leadAppId, { company_name: other }),
      requestLead(requester, leadAppId, { company_name: other }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    expect(both.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(both[1]!.body.lead_id).toBe(both[0]!.body.lead_id);
    expect(both[0]!.body.lead_id).not.toBe(made.body.lead_id);

    const messages = await eventually(() => {
      const forApp = seen.filter((m) => m.key === leadAppId);
      return Promise.resolve(forApp.length >= 2 ? forApp : null);
    }, 60000);
    expect(messages.filter((m) => !m.valid)).toEqual([]);
    expect(messages.map((m) => m.type)).toEqual([LEAD_TYPE, LEAD_TYPE]);
    expect(messages[0]!.data).toEqual({
      lead_id: made.body.lead_id,
      app_id: leadAppId,
      app_name: leadAppName,
      company_name: company,
      phone: '+1 415 555 0134',
      message: 'Do you sync subcontractor crews?\nWe run 40.',
      requester_id: expect.any(String),
      requester_email: email,
      requester_name: 'Dana Reyes',
    });
    expect(messages[1]!.data).toMatchObject({ lead_id: both[0]!.body.lead_id, company_name: other, phone: null, message: null });

    const receipts = await waitForMailsMatching(
      email,
      (mail) => mail.subject === `Your request for information about ${leadAppName}`,
      2,
      30000,
    );
    expect(receipts).toHaveLength(2);
    const first = receipts.find((mail) => mail.text.includes(company))!;
    expect(first.text).toContain(`They will contact you at ${email}.`);
    expect(first.text).toContain('Phone: +1 415 555 0134');
    expect(first.text).toContain(`/marketplace/${leadAppId}`);
  }, 120000);

  it('needs a session (401), a public listing (404) whose contact is "create lead" (409), and fields in the form’s words (422)', async () => {
    expect((await requestLead(new ApiSession(), leadAppId, { company_name: 'Harbor' })).status).toBe(401);

    const { session: visitor } = await signedUpDeveloper('lead-refusals');
    const unpublished = await publishListing(developer, admin, uniqueId('Unpublished lead '), ['erp'], false);
    for (const id of [unpublished, '00000000-0000-4000-8000-000000000000', 'not-an-app']) {
      const missing = await requestLead(visitor, id, { company_name: 'Harbor' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('No such Marketplace listing');
    }
    const contactUs = await publishListing(developer, admin, uniqueId('Contact us '), ['erp'], true);
    const refused = await requestLead(visitor, contactUs, { company_name: 'Harbor' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This app does not take requests for information');

    const fieldsOf = async (body: unknown) => {
      const answer = await requestLead(visitor, leadAppId, body);
      expect(answer.status).toBe(422);
      return answer.body.fields;
    };
    expect(await fieldsOf({ company_name: '   ' })).toEqual({ company_name: ['This field is required'] });
    expect(await fieldsOf({ phone: '+1 415 555 0134' })).toEqual({ company_name: ['This field is required'] });
    expect(await fieldsOf({ company_name: 'Harbor', phone: 'call me maybe' })).toEqual({ phone: ['This phone number is invalid'] });
    // The contract's bounds, checked by the gateway before anything counts.
    expect(await fieldsOf({ company_name: 'x'.repeat(101) })).toEqual({ company_name: ['Company name is at most 100 characters'] });
    expect(await fieldsOf({ company_name: 'Harbor', message: 'x'.repeat(2001) })).toEqual({
      message: ['Message is at most 2000 characters'],
    });
    expect(await fieldsOf({ company_name: 'Harbor', phone: '1'.repeat(41) })).toEqual({ phone: ['Phone is at most 40 characters'] });
    expect(Object.keys((await fieldsOf({ company_name: 'Harbor', email: 'someone@else.example' })) ?? {})).toEqual(['email']);
  }, 120000);

  it('throttles a user past 10 requests an hour (429 with Retry-After), refused ones included; others are not held back', async () => {
    const { session: eager } = await signedUpDeveloper('lead-throttle');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 10; i += 1) expect((await requestLead(eager, missing, { company_name: `Co ${i}` })).status).toBe(404);
    const throttled = await requestLead(eager, leadAppId, { company_name: 'Harbor' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe('Too many requests for information. Please try again later.');
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    const { session: calm } = await signedUpDeveloper('lead-calm');
    expect((await requestLead(calm, leadAppId, { company_name: uniqueId('Calm Co ') })).status).toBe(201);
  }, 60000);
});
