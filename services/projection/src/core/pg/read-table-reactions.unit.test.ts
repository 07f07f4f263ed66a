import { eventFactory } from '../event-envelopes.testing';
import { OutOfOrderError } from '../stream-guard';
import { applyToReadTables } from './read-table-reactions';
import { DEVELOPER_APPS_TABLE, DEVELOPERS_TABLE, OAUTH_APPLICATIONS_TABLE } from './read-tables';
import { counterDeltas } from './row-store';
import { readTablesAfter } from './read-tables.testing';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const event = eventFactory(at);

const given = readTablesAfter;

const signedUp = (id: string, first = 'Ada', email = `${id}@example.com`) =>
  event('identity.developer.signed_up', `developer-${id}`, {
    developerId: id,
    firstName: first,
    lastName: 'Lovelace',
    email,
    platformId: `p-${id}`,
    signedUpAt: at,
  });

const appCreated = (appId: string, ownerId: string) =>
  event('apps.app.created', `app-${appId}`, {
    appId,
    uid: `uid-${appId}`,
    ownerId,
    name: 'Time Sheets',
    internalName: 'Time Sheets (internal)',
    redirectUris: [],
    allowedCorsDomains: [],
    sandboxId: `sb-${appId}`,
    createdAt: at,
  });

const clientRegistered = (appId: string, environment: 'production' | 'sandbox' = 'production') =>
  event('identity.oauth_client.registered', `client-${appId}-${environment}`, {
    clientId: `${environment}-${appId}`,
    appId,
    environment,
    sandboxId: environment === 'sandbox' ? `sb-${appId}` : null,
    clientType: 'confidential',
    grantTypes: ['authorization_code'],
    redirectUris: [],
    allowedCorsDomains: [],
    registeredAt: at,
  });

describe('list counters', () => {
  it('move when a row appears, is deleted or restored, and not when nothing counted changes', () => {
    const live = { id: 'a', rev: 1, deleted_at: null };
    expect([...counterDeltas(DEVELOPER_APPS_TABLE, null, live)]).toEqual([
      ['developer_apps', 1],
      ['developer_apps:live', 1],
    ]);
    expect([...counterDeltas(DEVELOPER_APPS_TABLE, live, { ...live, rev: 2, deleted_at: later })]).toEqual([['developer_apps:live', -1]]);
    expect([...counterDeltas(DEVELOPER_APPS_TABLE, live, { ...live, rev: 2 })]).toEqual([]);
    expect([...counterDeltas(OAUTH_APPLICATIONS_TABLE, null, { id: 'c', rev: 1, environment: 'sandbox', deleted_at: null })]).toEqual([
      ['oauth_applications:sandbox:live', 1],
    ]);
  });
});

describe('read tables, given events', () => {
  it('lists a developer with the columns the admin list shows, and counts every event in its revision', async () => {
    const store = await given(
      signedUp('d1'),
      event('identity.developer.email_confirmation_requested', 'developer-d1', {
        developerId: 'd1',
        email: 'd1@example.com',
        requestedAt: at,
      }),
      event('identity.developer.role_granted', 'developer-d1', { developerId: 'd1', role: 'admin', grantedAt: at }),
    );
    expect(store.all(DEVELOPERS_TABLE)).toEqual([
      { id: 'd1', rev: 3, name: 'Ada Lovelace', email: 'd1@example.com', company_name: null, platform_id: 'p-d1', signed_up_at: at },
    ]);
  });

  it('keeps an app row with its owner, name changes, deletion and the owner after a transfer', async () => {
    const store = await given(
      signedUp('o1'),
      signedUp('o2', 'Grace', 'grace@example.com'),
      appCreated('a1', 'o1'),
      event('apps.app.renamed', 'app-a1', { appId: 'a1', internalName: 'TS', renamedAt: later }),
      event('apps.app.details_changed', 'app-a1', { appId: 'a1', name: 'Timesheets', changedAt: later }),
      event('apps.app.logo_removed', 'app-a1', { appId: 'a1', removedAt: later }),
      event('apps.app.ownership_transferred', 'app-a1', {
        appId: 'a1',
        fromDeveloperId: 'o1',
        toDeveloperId: 'o2',
        byAdmin: true,
        transferredAt: later,
      }),
      event('apps.app.deleted', 'app-a1', { appId: 'a1', uid: 'uid-a1', sandboxId: 'sb-a1', deletedAt: later }),
    );
    expect(store.all(DEVELOPER_APPS_TABLE)).toEqual([
      {
        id: 'a1',
        rev: 6,
        uid: 'uid-a1',
        name: 'Timesheets',
        internal_name: 'TS',
        owner_id: 'o2',
        owner_name: 'Grace Lovelace',
        owner_email: 'grace@example.com',
        published_app_id: null,
        in_review: false,
        marketplace_listing_in_review_at: null,
        created_at: at,
        deleted_at: later,
        sandbox_id: 'sb-a1',
        thumbnail_key: null,
        members: { o1: { role: 'admin', joinedAt: at }, o2: { role: 'owner', joinedAt: later } },
        member_ids: ['o1', 'o2'],
        updated_at: later,
        // No sandbox, version or listing events: nothing to copy yet.
        sandbox_status: null,
        newest_sandbox_version: null,
        newest_production_version: null,
        marketplace_listing: null,
      },
    ]);
    const undeleted = await given(
      appCreated('a2', 'o1'),
      event('apps.app.undeleted', 'app-a2', { appId: 'a2', uid: 'uid-a2', undeletedAt: later }, 2),
    );
    expect(undeleted.all(DEVELOPER_APPS_TABLE)[0]).toMatchObject({ rev: 2, deleted_at: null });
  });

  it('fills in the owner of apps and clients projected before the developer', async () => {
    const store = await given(appCreated('a3', 'o3'), clientRegistered('a3'), signedUp('o3', 'Late', 'late@example.com'));
    expect(store.all(DEVELOPER_APPS_TABLE)[0]).toMatchObject({ owner_name: 'Late Lovelace', owner_email: 'late@example.com' });
    expect(store.all(OAUTH_APPLICATIONS_TABLE)[0]).toMatchObject({ owner_name: 'Late Lovelace', owner_email: 'late@example.com' });
  });

  it("lists OAuth clients with their app's name and owner, whichever arrives first, and keeps them current", async () => {
    const [developer, client, app] = [signedUp('o4'), clientRegistered('a4', 'sandbox'), appCreated('a4', 'o4')];
    const clientFirst = await given(developer, client, app);
    const appFirst = await given(developer, app, client);
    const expected = {
      id: 'sandbox-a4',
      rev: 1,
      app_id: 'a4',
      environment: 'sandbox',
      sandbox_id: 'sb-a4',
      app_name: 'Time Sheets',
      app_internal_name: 'Time Sheets (internal)',
      owner_id: 'o4',
      owner_name: 'Ada Lovelace',
      owner_email: 'o4@example.com',
      registered_at: at,
      deleted_at: null,
    };
    expect(clientFirst.all(OAUTH_APPLICATIONS_TABLE)).toEqual([expected]);
    expect(appFirst.all(OAUTH_APPLICATIONS_TABLE)).toEqual([expected]);

    await applyToReadTables(appFirst, event('apps.app.details_changed', 'app-a4', { appId: 'a4', name: 'Renamed', changedAt: later }));
    await applyToReadTables(
      appFirst,
      event('identity.oauth_client.deleted', 'client-a4-sandbox', { clientId: 'sandbox-a4', deletedAt: later }),
    );
    expect(appFirst.all(OAUTH_APPLICATIONS_TABLE)[0]).toMatchObject({ app_name: 'Renamed', rev: 2, deleted_at: later });
  });

  it('ignores a duplicate and a replay, and refuses a gap until the missing event lands', async () => {
    const created = appCreated('a5', 'o5');
    const renamed = event('apps.app.renamed', 'app-a5', { appId: 'a5', internalName: 'Second', renamedAt: later });
    const store = await given(created, renamed);
    const before = store.all(DEVELOPER_APPS_TABLE);
    await applyToReadTables(store, created);
    await applyToReadTables(store, renamed);
    expect(store.all(DEVELOPER_APPS_TABLE)).toEqual(before);

    const gap = event('apps.app.renamed', 'app-a5', { appId: 'a5', internalName: 'Fourth', renamedAt: later }, 4);
    await expect(applyToReadTables(store, gap)).rejects.toThrow(OutOfOrderError);
    expect(store.all(DEVELOPER_APPS_TABLE)).toEqual(before);
  });
});
