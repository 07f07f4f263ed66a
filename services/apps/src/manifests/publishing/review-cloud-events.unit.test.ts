import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventEnvelope } from '@portal/eventsourcing';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { cloudEventSchemaId, reviewCloudEvent, reviewPublicEvents } from './review-cloud-events';

const PUBLIC_EVENTS = join(__dirname, '..', '..', '..', '..', '..', 'contracts', 'public-events');
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
for (const file of readdirSync(PUBLIC_EVENTS).filter((f) => f.endsWith('.schema.json'))) {
  ajv.addSchema(JSON.parse(readFileSync(join(PUBLIC_EVENTS, file), 'utf8')) as object);
}

const APP = '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a01';
const VERSION = '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a02';
const ACTOR = '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a03';
const KEY = '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a04';
const at = '2026-11-23T10:00:00.000Z';

const envelope = (type: string, data: Record<string, unknown>): EventEnvelope => ({
  id: '0b6f4a52-4a57-4c1e-9f55-3f3c4f0c1a05',
  source: 'apps',
  type,
  schemaVersion: 1,
  streamId: `app-manifests-${APP}`,
  streamVersion: 3,
  position: 42,
  data: { appId: APP, versionId: VERSION, by: ACTOR, at, ...data },
  metadata: { correlationId: 'c', causationId: null, actorId: ACTOR, recordedAt: at },
});

describe('review events as public CloudEvents', () => {
  it.each([
    ['review_submitted', { developerNotes: 'please' }, 'submitted', 'in_review', 'please'],
    ['review_withdrawn', {}, 'withdrawn', 'confidential', undefined],
    ['review_approved', { adminNotes: 'fine' }, 'approved', 'published', 'fine'],
    ['review_rejected', { adminNotes: null }, 'rejected', 'confidential', null],
  ])('Given apps.manifest.%s, Then a schema-valid CloudEvents message', (name, data, action, state, notes) => {
    const message = reviewCloudEvent(envelope(`apps.manifest.${name}`, data), { appVersionKey: KEY, semanticVersion: '1.2.0' });
    expect(message).toMatchObject({
      specversion: '1.0',
      source: '/portal/apps',
      type: `com.platform.portal.manifest_review.${action}.v1`,
      subject: VERSION,
      time: at,
      dataschema: cloudEventSchemaId(action),
      data: { app_id: APP, version_id: VERSION, app_version_key: KEY, semantic_version: '1.2.0', state, actor_id: ACTOR },
    });
    expect((message!.data as Record<string, unknown>).notes).toBe(notes);
    const validate = ajv.getSchema(cloudEventSchemaId(action))!;
    expect(validate(message) ? [] : validate.errors).toEqual([]);
  });

  it('maps nothing for the other events, without reading the store', async () => {
    const pool = { query: jest.fn() };
    const created = envelope('apps.manifest.version_created', {});
    expect(await reviewPublicEvents(created, pool as never)).toBeNull();
    expect(pool.query).not.toHaveBeenCalled();
  });

  it('keys the message by app id on portal.reviews.v1, with the version key read from its creation event', async () => {
    const pool = { query: jest.fn().mockResolvedValue({ rows: [{ key: KEY, semver: null }] }) };
    const message = await reviewPublicEvents(envelope('apps.manifest.review_withdrawn', {}), pool as never);
    expect(message).toMatchObject({ topic: 'portal.reviews.v1', key: APP });
    expect(JSON.parse(message!.value)).toMatchObject({ data: { app_version_key: KEY, semantic_version: null } });
  });
});
