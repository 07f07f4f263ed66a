import type { EventEnvelope } from '@portal/eventsourcing';
import { eventFactory } from '../../core/event-envelopes.testing';
import { applyToReadTables } from '../../core/pg/read-table-reactions';
import { APP_SANDBOXES_TABLE, DEVELOPER_APPS_TABLE } from '../../core/pg/read-tables';
import { highestIn } from './app-standing';
import { readTablesAfter } from '../../core/pg/read-tables.testing';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

const given = readTablesAfter;

const appEvents = () => {
  const event = eventFactory(at);
  const created = event('apps.app.created', 'app-a1', {
    appId: 'a1',
    uid: 'uid-a1',
    ownerId: 'o1',
    name: 'Time Sheets',
    internalName: 'TS',
    redirectUris: [],
    allowedCorsDomains: [],
    sandboxId: 'sb1',
    createdAt: at,
  });
  const joined = (developerId: string, invitationId: string) =>
    event('apps.app.collaborator_joined', 'app-a1', { appId: 'a1', invitationId, developerId, role: 'developer', joinedAt: at });
  return { event, created, joined };
};

const sandboxBuilt = (event: ReturnType<typeof eventFactory>) =>
  event('apps.sandbox.built', 'sandbox-sb1', {
    sandboxId: 'sb1',
    appId: 'a1',
    clientId: 'c',
    companyId: 'co',
    url: 'https://sb.example.com',
    platformAppId: 'p',
    redirectUris: [],
    allowedCorsDomains: [],
    fake: true,
    builtAt: later,
  });

describe("a developer's own apps rows, given app and sandbox events", () => {
  it('keeps the members, logo, sandbox and last change of the app on its row', async () => {
    const { event, created, joined } = appEvents();
    const store = await given(
      created,
      joined('d2', 'i1'),
      event('apps.app.collaborator_role_changed', 'app-a1', { appId: 'a1', developerId: 'd2', role: 'admin', changedAt: at }),
      event('apps.app.logo_set', 'app-a1', { appId: 'a1', thumbnailKey: 'thumb-1', setAt: later }),
    );
    expect(store.all(DEVELOPER_APPS_TABLE)[0]).toMatchObject({
      rev: 4,
      sandbox_id: 'sb1',
      thumbnail_key: 'thumb-1',
      members: { o1: { role: 'owner', joinedAt: at }, d2: { role: 'admin', joinedAt: at } },
      member_ids: ['d2', 'o1'],
      created_at: at,
      updated_at: later,
    });
  });

  it('drops a removed collaborator and swaps roles on a transfer', async () => {
    const { event, created, joined } = appEvents();
    const store = await given(
      created,
      joined('d2', 'i1'),
      joined('d3', 'i2'),
      event('apps.app.collaborator_removed', 'app-a1', { appId: 'a1', developerId: 'd3', removedAt: later }),
      event('apps.app.ownership_transferred', 'app-a1', {
        appId: 'a1',
        fromDeveloperId: 'o1',
        toDeveloperId: 'd2',
        byAdmin: false,
        transferredAt: later,
      }),
    );
    expect(store.all(DEVELOPER_APPS_TABLE)[0]).toMatchObject({
      owner_id: 'd2',
      members: { o1: { role: 'admin', joinedAt: at }, d2: { role: 'owner', joinedAt: at } },
      member_ids: ['d2', 'o1'],
    });
  });

  it('leaves the row as it was for duplicated events', async () => {
    const { event, created } = appEvents();
    const logo = event('apps.app.logo_set', 'app-a1', { appId: 'a1', thumbnailKey: 'thumb-1', setAt: later });
    const once = await given(created, logo);
    const twice = await given(created, logo, created, logo);
    expect(twice.all(DEVELOPER_APPS_TABLE)).toEqual(once.all(DEVELOPER_APPS_TABLE));
  });

  it('tracks each sandbox status by its own stream, replays included', async () => {
    const event = eventFactory(at);
    const requested = event('apps.sandbox.requested', 'sandbox-sb1', { sandboxId: 'sb1', appId: 'a1', requestedAt: at });
    const failed = event('apps.sandbox.failed', 'sandbox-sb1', { sandboxId: 'sb1', appId: 'a1', reason: 'no', failedAt: at });
    const again = event('apps.sandbox.requested', 'sandbox-sb1', { sandboxId: 'sb1', appId: 'a1', requestedAt: later });
    const store = await given(requested, failed, requested, failed, again);
    expect(store.all(APP_SANDBOXES_TABLE)).toEqual([{ id: 'sb1', rev: 3, app_id: 'a1', status: 'pending' }]);
    await applyToReadTables(store, sandboxBuilt(event));
    expect(store.all(APP_SANDBOXES_TABLE)[0]).toMatchObject({ rev: 4, status: 'live' });
  });
});

const APP = 'a1';
const MANIFESTS = `app-manifests-${APP}`;
const content = { components: { oauth: { instances: [{ grant_type: 'client_credentials' }] } }, schema_version: '3' };

/** One app's life across the four topics its row copies from, each stream's events in order. */
const history = () => {
  const { event, created } = appEvents();
  const requested = event('apps.sandbox.requested', 'sandbox-sb1', { sandboxId: 'sb1', appId: APP, requestedAt: at });
  const built = sandboxBuilt(event);
  const saved = (versionId: string, number: number, semanticVersion: string | null) =>
    event('apps.manifest.version_created', MANIFESTS, {
      appId: APP,
      versionId,
      appVersionKey: `key-${versionId}`,
      environment: 'sandbox',
      number,
      semanticVersion,
      schemaVersion: '3',
      content,
      configuredContent: null,
      createdBy: 'o1',
      createdAt: later,
      origin: 'builder',
    });
  const versions = [
    saved('v1', 1, '0.9.0'),
    saved('v2', 2, '0.10.0'),
    saved('v3', 3, null),
    event('apps.manifest.version_promoted', MANIFESTS, {
      appId: APP,
      versionId: 'p1',
      sourceVersionId: 'v2',
      appVersionKey: 'key-p1',
      number: 1,
      semanticVersion: '0.10.0',
      schemaVersion: '3',
      content,
      configuredContent: null,
      changelog: 'First release',
      promotedBy: 'o1',
      createdAt: later,
    }),
    event('apps.manifest.review_submitted', MANIFESTS, { appId: APP, versionId: 'p1', developerNotes: null, by: 'o1', at: later }),
  ];
  const listing = [
    event('marketplace.listing.created', `marketplace-listing-${APP}`, { appId: APP, fields: {}, actorId: 'o1', at }),
    event('marketplace.listing.submitted', `marketplace-listing-${APP}`, { appId: APP, actorId: 'o1', at: later }),
  ];
  return { created, sandbox: [requested, built], versions, listing };
};

const rowAfter = async (events: EventEnvelope[]) => (await given(...events)).all(DEVELOPER_APPS_TABLE)[0];

describe("where an app stands, on its row (a developer's own apps list)", () => {
  it('carries the sandbox status, the highest version per environment and the listing', async () => {
    const { created, sandbox, versions, listing } = history();
    expect(await rowAfter([created, ...sandbox, ...versions, ...listing])).toMatchObject({
      sandbox_status: 'live',
      // 0.10.0 is higher than 0.9.0; a version without a semantic version ranks below those with one.
      newest_sandbox_version: { version: 2, semantic_version: '0.10.0', state: 'confidential' },
      newest_production_version: { version: 1, semantic_version: '0.10.0', state: 'in_review' },
      marketplace_listing: { public_name: null, published: false, in_review: true },
    });
  });

  it('comes out the same whichever topic arrived first, duplicates included', async () => {
    const { created, sandbox, versions, listing } = history();
    const appFirst = await rowAfter([created, ...sandbox, ...versions, ...listing]);
    const appLast = await rowAfter([...listing, ...versions, ...sandbox, created]);
    const interleaved = await rowAfter([
      sandbox[0]!,
      versions[0]!,
      created,
      listing[0]!,
      ...versions.slice(1),
      sandbox[1]!,
      ...listing.slice(1),
    ]);
    const replayed = await rowAfter([created, ...sandbox, ...versions, ...listing, created, ...versions, ...sandbox, ...listing]);
    expect(appLast).toEqual(appFirst);
    expect(interleaved).toEqual(appFirst);
    expect(replayed).toEqual(appFirst);
  });

  it('reads no version, no sandbox and no listing as null', async () => {
    const { created } = history();
    expect(await rowAfter([created])).toMatchObject({
      sandbox_status: null,
      newest_sandbox_version: null,
      newest_production_version: null,
      marketplace_listing: null,
    });
  });

  it('ranks versions without a semantic version by number, below those with one', () => {
    const v = (id: string, number: number, semanticVersion: string | null) => ({
      id,
      appVersionKey: id,
      environment: 'sandbox' as const,
      number,
      semanticVersion,
      schemaVersion: '3' as const,
      sourceVersionId: null,
      changelog: null,
      state: 'confidential' as const,
      reviewStatus: 'unreviewed' as const,
      developerNotes: null,
      adminNotes: null,
      userLevel: false,
      createdAt: at,
    });
    expect(highestIn({ appId: APP, versions: [v('a', 1, null), v('b', 2, null)] }, 'sandbox')?.version).toBe(2);
    expect(highestIn({ appId: APP, versions: [v('a', 1, '1.0.0'), v('b', 2, null)] }, 'sandbox')?.version).toBe(1);
    expect(highestIn({ appId: APP, versions: [v('a', 1, '1.0.0')] }, 'production')).toBeNull();
  });
});
