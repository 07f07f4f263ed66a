import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventEnvelope } from '@portal/eventsourcing';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { LEAD_REQUESTED_TYPE, leadCloudEvent, leadPublicEvents, LEADS_TOPIC } from './leads-cloud-events';

const PUBLIC_EVENTS = join(__dirname, '..', '..', '..', '..', 'contracts', 'public-events');
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
for (const file of readdirSync(PUBLIC_EVENTS).filter((f) => f.endsWith('.schema.json'))) {
  ajv.addSchema(JSON.parse(readFileSync(join(PUBLIC_EVENTS, file), 'utf8')) as object);
}

const APP = '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a01';
const LEAD = '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a02';
const USER = '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a03';
const at = '2026-12-03T10:00:00.000Z';

const envelope = (type: string, data: Record<string, unknown>): EventEnvelope => ({
  id: '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a05',
  source: 'marketplace',
  type,
  schemaVersion: 1,
  streamId: 'marketplace-lead-0123456789abcdef0123456789abcdef',
  streamVersion: 1,
  position: 42,
  data,
  metadata: { correlationId: 'c', causationId: null, actorId: USER, recordedAt: at },
});
const requested = (extra: Record<string, unknown> = {}) =>
  envelope('marketplace.lead.requested', {
    leadId: LEAD,
    appId: APP,
    appName: 'Crew Schedule Sync',
    companyName: 'Harbor Builders',
    phone: null,
    message: 'Two lines:\nhere.',
    requesterId: USER,
    requesterEmail: 'dana@harbor.example',
    requesterName: 'Dana Reyes',
    at,
    ...extra,
  });

describe('leads as public CloudEvents (portal.leads.v1)', () => {
  it('Given marketplace.lead.requested, Then a schema-valid CloudEvents message about the lead, keyed by the app', async () => {
    const message = leadCloudEvent(requested());
    expect(message).toMatchObject({
      specversion: '1.0',
      source: '/portal/marketplace',
      type: LEAD_REQUESTED_TYPE,
      subject: LEAD,
      time: at,
      data: {
        lead_id: LEAD,
        app_id: APP,
        app_name: 'Crew Schedule Sync',
        company_name: 'Harbor Builders',
        phone: null,
        message: 'Two lines:\nhere.',
        requester_id: USER,
        requester_email: 'dana@harbor.example',
        requester_name: 'Dana Reyes',
      },
    });
    const validate = ajv.getSchema(`https://portal.example.com/public-events/${LEAD_REQUESTED_TYPE}.schema.json`)!;
    expect(validate(message) ? [] : validate.errors).toEqual([]);
    const published = await leadPublicEvents(requested({ phone: '+1 415 555 0134' }), {} as never);
    expect(published).toMatchObject({ topic: LEADS_TOPIC, key: APP });
    expect(LEADS_TOPIC).toBe('portal.leads.v1');
  });

  it('maps nothing for the other events', async () => {
    expect(leadCloudEvent(envelope('marketplace.installation.installed', { appId: APP }))).toBeNull();
    expect(await leadPublicEvents(envelope('marketplace.listing.saved', { appId: APP }), {} as never)).toBeNull();
  });
});
