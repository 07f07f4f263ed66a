import type { EventEnvelope } from '@portal/eventsourcing';
import { activityOf, clientIdsOf, type BucketEventItem, type ClientEventItem } from './activity';

const appEvent = (id: string, type: string, position: number, recordedAt: string, data: object = {}): EventEnvelope => ({
  id,
  source: 'apps',
  type,
  schemaVersion: 1,
  streamId: 'app-a1',
  streamVersion: position,
  position,
  data,
  metadata: { correlationId: 'c', causationId: null, actorId: 'owner', recordedAt },
});

const clientEvent = (
  id: string,
  type: string,
  position: number,
  recordedAt: string,
  data: object,
  causationId: string | null = null,
): ClientEventItem => ({ id, type, position, data, metadata: { actorId: 'owner', causationId, recordedAt } });

const T = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

const created = appEvent('e-created', 'apps.app.created', 10, T(0), { internalName: 'Shop' });
const requested = appEvent('e-requested', 'apps.sandbox.requested', 11, T(0));
const registered = clientEvent(
  'i-registered',
  'identity.oauth_client.registered',
  500,
  T(0),
  { clientId: 'uid1', environment: 'production' },
  'e-created',
);
const sandboxRegistered = clientEvent('i-sandbox', 'identity.oauth_client.registered', 501, T(1), {
  clientId: 'sbx1',
  environment: 'sandbox',
});

describe('app activity', () => {
  it("lists the app's events newest first; events of one transaction keep their store order", () => {
    expect(activityOf([created, requested]).map((a) => a.type)).toEqual(['apps.sandbox.requested', 'apps.app.created']);
  });

  it('merges secret resets and rotations from identity by time, naming the client environment', () => {
    const reset = clientEvent('i-reset', 'identity.oauth_client.secret_reset', 502, T(2), { clientId: 'uid1', resetCount: 1 });
    const renamed = appEvent('e-renamed', 'apps.app.renamed', 12, T(3), { internalName: 'Shop 2' });
    const reset2 = clientEvent('i-reset2', 'identity.oauth_client.secret_reset', 503, T(4), { clientId: 'uid1', resetCount: 2 });
    const rotation = clientEvent('i-rot', 'identity.oauth_client.secret_rotation_started', 504, T(5), {
      clientId: 'uid1',
      resetCount: 3,
      graceEndsAt: '2026-11-23T10:05:00.000Z',
    });
    const revoked = clientEvent('i-revoked', 'identity.oauth_client.old_secret_revoked', 505, T(6), { clientId: 'uid1' });
    const sandboxReset = clientEvent('i-sreset', 'identity.oauth_client.secret_reset', 506, T(7), { clientId: 'sbx1', resetCount: 1 });

    const items = activityOf(
      [created, requested, renamed],
      [registered, sandboxRegistered, reset, reset2, rotation, revoked, sandboxReset],
    );

    expect(items.map((i) => i.summary)).toEqual([
      'generated the sandbox client secret',
      'revoked the old production client secret',
      'started a production client secret rotation (old secret valid until 2026-11-23 10:05 UTC)',
      'reset the production client secret',
      'renamed the app to "Shop 2"',
      'generated the production client secret',
      'registered the sandbox OAuth client',
      'requested a sandbox',
      'created the app "Shop"',
    ]);
    expect(items[0]).toEqual({
      id: 'i-sreset',
      type: 'identity.oauth_client.secret_reset',
      summary: 'generated the sandbox client secret',
      actorId: 'owner',
      occurredAt: T(7),
    });
  });

  it("leaves out client events that only echo one of the app's own events", () => {
    const transferred = appEvent('e-transfer', 'apps.app.ownership_transferred', 13, T(8), { byAdmin: false });
    const echoed = clientEvent('i-owner', 'identity.oauth_client.owner_changed', 507, T(8), { clientId: 'uid1' }, 'e-transfer');
    const fromPlatform = clientEvent('i-owner2', 'identity.oauth_client.owner_changed', 508, T(9), { clientId: 'uid1' });

    const items = activityOf([created, transferred], [registered, echoed, fromPlatform]);

    expect(items.map((i) => i.id)).toEqual(['i-owner2', 'e-transfer', 'e-created']);
    expect(items[0]!.summary).toBe('changed the owner the platform records for the production client');
  });

  it('breaks ties between stores by id, so the order is stable', () => {
    const a = clientEvent('i-b', 'identity.oauth_client.secret_reset', 1, T(5), { clientId: 'uid1', resetCount: 2 });
    const b = appEvent('e-a', 'apps.app.renamed', 99, T(5), { internalName: 'x' });
    expect(activityOf([b], [a]).map((i) => i.id)).toEqual(['i-b', 'e-a']);
    expect(activityOf([b], [a])).toEqual(activityOf([b], [a].reverse()));
  });

  it("names who set, changed and removed the app's rate limits, with the limits before and after", () => {
    const templates = [
      { name: 'main', fillType: 'count', intervalMs: 3_600_000, limit: 7200 },
      { name: 'spike', fillType: 'count', intervalMs: 10_000, limit: 5 },
    ];
    const definition = {
      server: 'Production_US01',
      bucketId: 'b1',
      name: 'Partner',
      domain: 'uid1',
      clientId: '*',
      companyId: '42',
      actorId: 'admin',
    };
    const bucketEvent = (id: string, type: string, position: number, at: string, data: object): BucketEventItem => ({
      id,
      type,
      position,
      data,
      metadata: { actorId: 'admin', recordedAt: at },
    });
    const items = activityOf(
      [created],
      [registered],
      [
        bucketEvent('q1', 'quota.bucket.defined', 1, T(20), { ...definition, templates, at: T(20) }),
        bucketEvent('q2', 'quota.bucket.changed', 2, T(21), {
          ...definition,
          templates: [templates[0], { ...templates[1], limit: 6 }],
          previous: { name: 'Partner', clientId: '*', companyId: '42', templates },
          at: T(21),
        }),
        bucketEvent('q3', 'quota.bucket.deleted', 3, T(22), { ...definition, at: T(22) }),
      ],
    );
    expect(items.slice(0, 3).map((i) => [i.summary, i.actorId])).toEqual([
      ['removed the rate limit "Partner" from Production_US01 (company 42)', 'admin'],
      [
        'changed the rate limit "Partner" on Production_US01 (company 42): main 7200 per 1 h, spike 5 per 10 s → main 7200 per 1 h, spike 6 per 10 s',
        'admin',
      ],
      ['set the rate limit "Partner" on Production_US01 (company 42): main 7200 per 1 h, spike 5 per 10 s', 'admin'],
    ]);
    expect(clientIdsOf([registered, registered])).toEqual(['uid1']);
  });
});
