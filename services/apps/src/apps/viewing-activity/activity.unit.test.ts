import type { EventEnvelope } from '@portal/eventsourcing';
import { activityOf, clientIdsOf, collaboratorIdsOf, type ForeignEventItem } from './activity';

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
): ForeignEventItem => ({ id, type, position, data, metadata: { actorId: 'owner', causationId, recordedAt } });

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
    expect(activityOf({ app: [created, requested] }).map((a) => a.type)).toEqual(['apps.sandbox.requested', 'apps.app.created']);
  });

  it('names the contact an admin added, changed and removed', () => {
    const contact = { appId: 'a1', contactId: 'c1', name: 'Lead' };
    const items = activityOf({
      app: [
        created,
        appEvent('e-added', 'apps.app.contact_added', 12, T(1), { ...contact, email: 'lead@example.com', addedAt: T(1) }),
        appEvent('e-changed', 'apps.app.contact_changed', 13, T(2), { ...contact, email: 'lead@example.org', changedAt: T(2) }),
        appEvent('e-removed', 'apps.app.contact_removed', 14, T(3), {
          appId: 'a1',
          contactId: 'c1',
          email: 'lead@example.org',
          removedAt: T(3),
        }),
      ],
    });
    expect(items.map((a) => a.summary).slice(0, 3)).toEqual([
      'removed the contact lead@example.org',
      'changed the contact lead@example.org',
      'added the contact lead@example.com',
    ]);
  });

  it("names the collaborator whose role changed or who was removed: the directory's name, else the address they were invited at", () => {
    const D1 = '00000000-0000-4000-8000-0000000000d1';
    const D2 = '00000000-0000-4000-8000-0000000000d2';
    const D3 = '00000000-0000-4000-8000-0000000000d3';
    const app = [
      created,
      appEvent('e-invited', 'apps.app.collaborator_invited', 12, T(1), {
        appId: 'a1',
        invitationId: 'i1',
        email: 'QA.Collab@Example.com',
        role: 'developer',
        invitedAt: T(1),
      }),
      appEvent('e-joined', 'apps.app.collaborator_joined', 13, T(2), {
        appId: 'a1',
        invitationId: 'i1',
        developerId: D2,
        role: 'developer',
        joinedAt: T(2),
      }),
      appEvent('e-role1', 'apps.app.collaborator_role_changed', 14, T(3), { appId: 'a1', developerId: D1, role: 'admin', changedAt: T(3) }),
      appEvent('e-role2', 'apps.app.collaborator_role_changed', 15, T(4), { appId: 'a1', developerId: D2, role: 'admin', changedAt: T(4) }),
      appEvent('e-role3', 'apps.app.collaborator_role_changed', 16, T(5), {
        appId: 'a1',
        developerId: D3,
        role: 'developer',
        changedAt: T(5),
      }),
      appEvent('e-removed', 'apps.app.collaborator_removed', 17, T(6), { appId: 'a1', developerId: D1, removedAt: T(6) }),
    ];
    expect(collaboratorIdsOf(app)).toEqual([D1, D2, D3]);
    const collaborators = new Map([[D1, { name: 'Grace Hopper', email: 'grace@example.com' }]]);
    expect(
      activityOf({ app, collaborators })
        .map((a) => a.summary)
        .slice(0, 4),
    ).toEqual([
      'removed the collaborator Grace Hopper',
      // Unknown to the directory, nor invited: the sentence as before.
      "changed a collaborator's role to developer",
      // Unknown to the directory: the address of the invitation they joined through.
      'changed the role of qa.collab@example.com to admin',
      'changed the role of Grace Hopper to admin',
    ]);
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

    const items = activityOf({
      app: [created, requested, renamed],
      clients: [registered, sandboxRegistered, reset, reset2, rotation, revoked, sandboxReset],
    });

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

    const items = activityOf({ app: [created, transferred], clients: [registered, echoed, fromPlatform] });

    expect(items.map((i) => i.id)).toEqual(['i-owner2', 'e-transfer', 'e-created']);
    expect(items[0]!.summary).toBe('changed the owner the platform records for the production client');
  });

  it('breaks ties between stores by id, so the order is stable', () => {
    const a = clientEvent('i-b', 'identity.oauth_client.secret_reset', 1, T(5), { clientId: 'uid1', resetCount: 2 });
    const b = appEvent('e-a', 'apps.app.renamed', 99, T(5), { internalName: 'x' });
    expect(activityOf({ app: [b], clients: [a] }).map((i) => i.id)).toEqual(['i-b', 'e-a']);
    expect(activityOf({ app: [b], clients: [a] })).toEqual(activityOf({ app: [b], clients: [a].reverse() }));
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
    const bucketEvent = (id: string, type: string, position: number, at: string, data: object): ForeignEventItem => ({
      id,
      type,
      position,
      data,
      metadata: { actorId: 'admin', recordedAt: at },
    });
    const items = activityOf({
      app: [created],
      clients: [registered],
      buckets: [
        bucketEvent('q1', 'quota.bucket.defined', 1, T(20), { ...definition, templates, at: T(20) }),
        bucketEvent('q2', 'quota.bucket.changed', 2, T(21), {
          ...definition,
          templates: [templates[0], { ...templates[1], limit: 6 }],
          previous: { name: 'Partner', clientId: '*', companyId: '42', templates },
          at: T(21),
        }),
        bucketEvent('q3', 'quota.bucket.deleted', 3, T(22), { ...definition, at: T(22) }),
      ],
    });
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

  describe("the app's versions, their review and its Marketplace listing", () => {
    const manifestEvent = (id: string, type: string, position: number, at: string, data: object, actorId = 'owner'): EventEnvelope => ({
      ...appEvent(id, type, position, at, { appId: 'a1', ...data }),
      streamId: 'app-manifests-a1',
      metadata: { correlationId: 'c', causationId: null, actorId, recordedAt: at },
    });
    const listingEvent = (id: string, type: string, position: number, at: string, data: object, actorId = 'owner'): ForeignEventItem => ({
      id,
      type,
      position,
      data: { appId: 'a1', actorId, at, ...data },
      metadata: { actorId, causationId: null, recordedAt: at },
    });
    const saved = manifestEvent('m1', 'apps.manifest.version_created', 20, T(1), {
      versionId: 'v-sbx',
      environment: 'sandbox',
      number: 1,
      semanticVersion: '0.2.0',
      origin: 'builder',
    });
    const promoted = manifestEvent('m2', 'apps.manifest.version_promoted', 21, T(2), {
      versionId: 'v-prod',
      sourceVersionId: 'v-sbx',
      number: 1,
      semanticVersion: '0.2.0',
    });
    const grant = manifestEvent('m3', 'apps.manifest.version_created', 22, T(2), {
      versionId: 'v-sbx2',
      environment: 'sandbox',
      number: 2,
      semanticVersion: null,
      origin: 'editor',
    });

    it('names each version by environment and semantic version (else its number), with the review notes', () => {
      const items = activityOf({
        app: [created],
        manifests: [
          saved,
          promoted,
          grant,
          manifestEvent('m4', 'apps.manifest.review_submitted', 23, T(3), {
            versionId: 'v-prod',
            developerNotes: 'First  release\nplease',
          }),
          manifestEvent(
            'm5',
            'apps.manifest.review_rejected',
            24,
            T(4),
            { versionId: 'v-prod', adminNotes: 'Add a privacy URL.' },
            'admin',
          ),
          manifestEvent('m6', 'apps.manifest.review_submitted', 25, T(5), { versionId: 'v-prod', developerNotes: null }),
          manifestEvent('m7', 'apps.manifest.review_withdrawn', 26, T(6), { versionId: 'v-prod' }),
          manifestEvent('m8', 'apps.manifest.review_submitted', 27, T(7), { versionId: 'v-prod', developerNotes: '' }),
          manifestEvent('m9', 'apps.manifest.review_approved', 28, T(8), { versionId: 'v-prod', adminNotes: null }, 'admin'),
          manifestEvent('m10', 'apps.manifest.version_rolled_back', 29, T(9), {
            versionId: 'v-prod2',
            fromVersionId: 'v-prod',
            number: 2,
            semanticVersion: '0.2.0',
          }),
        ],
      });
      expect(items.map((i) => [i.summary, i.actorId])).toEqual([
        ['rolled production back to version 0.2.0 (from production version 0.2.0)', 'owner'],
        ['approved production version 0.2.0', 'admin'],
        ['submitted production version 0.2.0 for review', 'owner'],
        ['withdrew production version 0.2.0 from review', 'owner'],
        ['submitted production version 0.2.0 for review', 'owner'],
        ['rejected production version 0.2.0: "Add a privacy URL."', 'admin'],
        ['submitted production version 0.2.0 for review: "First release please"', 'owner'],
        ['saved sandbox version #2', 'owner'],
        ['promoted sandbox version 0.2.0 to production', 'owner'],
        ['saved sandbox version 0.2.0', 'owner'],
        ['created the app "Shop"', 'owner'],
      ]);
    });

    it('cuts long notes to one line of 160 characters', () => {
      const notes = `${'x'.repeat(200)}`;
      const [item] = activityOf({
        app: [],
        manifests: [
          saved,
          manifestEvent('m2', 'apps.manifest.review_rejected', 21, T(2), { versionId: 'v-sbx', adminNotes: notes }, 'admin'),
        ],
      });
      expect(item!.summary).toBe(`rejected sandbox version 0.2.0: "${'x'.repeat(159)}…"`);
    });

    it("shows the manifest's grant change once (identity's echo of it is left out), and a grant change a saved version caused", () => {
      const changed = manifestEvent('m-grant', 'apps.manifest.grant_type_changed', 30, T(3), {
        environment: 'production',
        grantType: 'authorization_code',
        pkce: true,
        confidential: false,
      });
      const echo = clientEvent(
        'i-grant',
        'identity.oauth_client.grant_type_changed',
        600,
        T(3),
        { clientId: 'uid1', grantType: 'authorization_code', pkce: true },
        'm-grant',
      );
      const byVersion = clientEvent(
        'i-grant-sbx',
        'identity.oauth_client.grant_type_changed',
        601,
        T(4),
        { clientId: 'sbx1', grantType: 'client_credentials', pkce: false },
        'm1',
      );
      const items = activityOf({ app: [created], manifests: [saved, changed], clients: [registered, sandboxRegistered, echo, byVersion] });
      expect(items.map((i) => i.summary)).toEqual([
        // Caused by a saved version, whose sentence does not say it: news.
        'the sandbox client now uses client credentials (from the manifest)',
        'the production client now uses authorization code with PKCE (from the manifest)',
        'saved sandbox version 0.2.0',
        'registered the sandbox OAuth client',
        'created the app "Shop"',
      ]);
    });

    it("merges the listing's review by time: submitted, rejected with the admin's message, approved silently", () => {
      const items = activityOf({
        app: [created],
        listing: [
          listingEvent('l1', 'marketplace.listing.created', 1, T(1), {}),
          listingEvent('l2', 'marketplace.listing.media_added', 2, T(2), { media: { kind: 'picture' }, replacedIds: [] }),
          listingEvent('l3', 'marketplace.listing.saved', 3, T(3), { state: 'draft', is_concierge_app: false, actorIsAdmin: false }),
          listingEvent('l4', 'marketplace.listing.submitted', 4, T(4), {}),
          listingEvent(
            'l5',
            'marketplace.listing.rejected',
            5,
            T(5),
            { admin_message: '<p>Screenshots show <b>another</b> product.</p><p>Q&amp;A</p>' },
            'admin',
          ),
          listingEvent('l6', 'marketplace.listing.media_removed', 6, T(6), { mediaId: 'p1' }),
          listingEvent('l7', 'marketplace.listing.submitted', 7, T(7), {}),
          listingEvent('l8', 'marketplace.listing.withdrawn', 8, T(8), {}),
          listingEvent('l9', 'marketplace.listing.submitted', 9, T(9), {}),
          listingEvent('l10', 'marketplace.listing.approved', 10, T(10), { silent: true, version: 1, admin_message: null }, 'admin'),
          listingEvent('l11', 'marketplace.listing.approved', 11, T(11), { silent: false, version: 2, admin_message: 'Welcome!' }, 'admin'),
        ],
      });
      expect(items.map((i) => [i.summary, i.actorId])).toEqual([
        ['approved and published the Marketplace listing: "Welcome!"', 'admin'],
        ['approved the Marketplace listing (published silently)', 'admin'],
        ['submitted the Marketplace listing for review', 'owner'],
        ['withdrew the Marketplace listing from review', 'owner'],
        ['submitted the Marketplace listing for review', 'owner'],
        ['removed media from the Marketplace listing', 'owner'],
        ['rejected the Marketplace listing: "Screenshots show another product. Q&A"', 'admin'],
        ['submitted the Marketplace listing for review', 'owner'],
        ['saved the Marketplace listing', 'owner'],
        ['added a picture to the Marketplace listing', 'owner'],
        ['created the Marketplace listing', 'owner'],
        ['created the app "Shop"', 'owner'],
      ]);
    });
  });
});
