import type { EventEnvelope } from '@portal/eventsourcing';
import { eventFactory } from '../../core/event-envelopes.testing';
import { applyToReadTables } from '../../core/pg/read-table-reactions';
import { APP_SANDBOXES_TABLE, DEVELOPER_APPS_TABLE } from '../../core/pg/read-tables';
import { MemoryRowStore } from '../../core/pg/row-store';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

const given = async (...events: EventEnvelope[]): Promise<MemoryRowStore> => {
  const store = new MemoryRowStore();
  for (const e of events) await applyToReadTables(store, e);
  return store;
};

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
    const built = event('apps.sandbox.built', 'sandbox-sb1', {
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
    await applyToReadTables(store, built);
    expect(store.all(APP_SANDBOXES_TABLE)[0]).toMatchObject({ rev: 4, status: 'live' });
  });
});
