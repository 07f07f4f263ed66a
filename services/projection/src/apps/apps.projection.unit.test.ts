import { eventFactory } from '../core/event-envelopes.testing';
import { MemoryDocumentStore } from '../core/documents/document-store';
import { Documents } from '../core/documents/documents';
import { OutOfOrderError } from '../core/stream-guard';
import { APP_SANDBOXES, DEVELOPER_APPS } from './app.documents';
import { AppsProjection } from './apps.projection';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

/** The projection over a memory store, the way a rebuild runs it. */
const projection = () => {
  const documents = new Documents(null as never);
  documents.beginRebuild();
  const store = documents.store;
  if (!(store instanceof MemoryDocumentStore)) throw new Error('expected the rebuild store');
  return { apps: new AppsProjection(documents), store };
};

const appEvents = () => {
  const event = eventFactory(at);
  const stream = 'app-a1';
  return {
    created: event('apps.app.created', stream, {
      appId: 'a1',
      uid: 'uid-a1',
      ownerId: 'owner',
      name: 'Time Sheets',
      internalName: 'TS internal',
      redirectUris: ['https://example.com/cb'],
      allowedCorsDomains: [],
      sandboxId: 'sb1',
      createdAt: at,
    }),
    event,
    stream,
  };
};

describe('developer apps documents, given app events', () => {
  it('creates the app with its owner as the only member', async () => {
    const { apps, store } = projection();
    await apps.app(appEvents().created);
    expect(await store.get(DEVELOPER_APPS, 'a1')).toEqual({
      _id: 'a1',
      _rev: 1,
      uid: 'uid-a1',
      name: 'Time Sheets',
      internalName: 'TS internal',
      redirectUris: ['https://example.com/cb'],
      allowedCorsDomains: [],
      thumbnailKey: null,
      legacy: false,
      connectable: false,
      marketplaceEnabled: false,
      sandboxId: 'sb1',
      ownerId: 'owner',
      members: [{ developerId: 'owner', role: 'owner', joinedAt: at }],
      memberIds: ['owner'],
      invitations: [],
      contacts: [],
      deletedAt: null,
      createdAt: at,
      updatedAt: at,
    });
  });

  it('follows settings, logo, contacts, deletion and the marketplace toggle', async () => {
    const { apps, store } = projection();
    const { created, event, stream } = appEvents();
    for (const e of [
      created,
      event('apps.app.renamed', stream, { appId: 'a1', internalName: 'Renamed', renamedAt: later }),
      event('apps.app.details_changed', stream, { appId: 'a1', name: 'Public', legacy: true, changedAt: later }),
      event('apps.app.redirect_uris_changed', stream, {
        appId: 'a1',
        uid: 'uid-a1',
        redirectUris: ['https://x.example/cb'],
        allowedCorsDomains: ['https://x.example'],
        changedAt: later,
      }),
      event('apps.app.logo_set', stream, { appId: 'a1', thumbnailKey: 'logo.png', setAt: later }),
      event('apps.app.contact_added', stream, { appId: 'a1', contactId: 'c1', name: 'Kim', email: 'kim@example.com', addedAt: later }),
      event('apps.app.marketplace_toggled', stream, { appId: 'a1', enabled: true, toggledAt: later }),
      event('apps.app.deleted', stream, { appId: 'a1', uid: 'uid-a1', sandboxId: 'sb1', deletedAt: later }),
    ]) {
      await apps.app(e);
    }
    expect(await store.get(DEVELOPER_APPS, 'a1')).toMatchObject({
      _rev: 8,
      internalName: 'Renamed',
      name: 'Public',
      legacy: true,
      connectable: false,
      redirectUris: ['https://x.example/cb'],
      allowedCorsDomains: ['https://x.example'],
      thumbnailKey: 'logo.png',
      contacts: [{ id: 'c1', name: 'Kim', email: 'kim@example.com' }],
      marketplaceEnabled: true,
      deletedAt: later,
      updatedAt: later,
    });
    await apps.app(event('apps.app.logo_removed', stream, { appId: 'a1', removedAt: later }));
    await apps.app(event('apps.app.undeleted', stream, { appId: 'a1', uid: 'uid-a1', undeletedAt: later }));
    expect(await store.get(DEVELOPER_APPS, 'a1')).toMatchObject({ _rev: 10, thumbnailKey: null, deletedAt: null });
  });

  it('tracks invitations, members and an ownership transfer', async () => {
    const { apps, store } = projection();
    const { created, event, stream } = appEvents();
    for (const e of [
      created,
      event('apps.app.collaborator_invited', stream, {
        appId: 'a1',
        invitationId: 'i1',
        email: 'b@example.com',
        role: 'developer',
        invitedAt: at,
      }),
      event('apps.app.collaborator_invited', stream, {
        appId: 'a1',
        invitationId: 'i2',
        email: 'c@example.com',
        role: 'admin',
        invitedAt: at,
      }),
      event('apps.app.invitation_canceled', stream, { appId: 'a1', invitationId: 'i2', canceledAt: later }),
      event('apps.app.collaborator_joined', stream, {
        appId: 'a1',
        invitationId: 'i1',
        developerId: 'b',
        role: 'developer',
        joinedAt: later,
      }),
      event('apps.app.collaborator_role_changed', stream, { appId: 'a1', developerId: 'b', role: 'admin', changedAt: later }),
      event('apps.app.ownership_transferred', stream, {
        appId: 'a1',
        fromDeveloperId: 'owner',
        toDeveloperId: 'b',
        byAdmin: false,
        transferredAt: later,
      }),
    ]) {
      await apps.app(e);
    }
    const doc = await store.get(DEVELOPER_APPS, 'a1');
    expect(doc).toMatchObject({
      ownerId: 'b',
      members: [
        { developerId: 'b', role: 'owner', joinedAt: later },
        { developerId: 'owner', role: 'admin', joinedAt: at },
      ],
      memberIds: ['b', 'owner'],
      invitations: [
        { id: 'i1', status: 'accepted' },
        { id: 'i2', status: 'canceled' },
      ],
    });
    await apps.app(event('apps.app.collaborator_removed', stream, { appId: 'a1', developerId: 'owner', removedAt: later }));
    expect(await store.get(DEVELOPER_APPS, 'a1')).toMatchObject({ memberIds: ['b'], _rev: 8 });
  });

  it('changes and removes a contact, once each however often the events come', async () => {
    const { apps, store } = projection();
    const { created, event, stream } = appEvents();
    const contact = (id: string, name: string, email: string) =>
      event('apps.app.contact_added', stream, { appId: 'a1', contactId: id, name, email, addedAt: at });
    const added = [
      contact('c1', 'Kim', 'kim@example.com'),
      contact('c2', 'Lee', 'lee@example.com'),
      contact('c3', 'Max', 'max@example.com'),
    ];
    const changed = event('apps.app.contact_changed', stream, {
      appId: 'a1',
      contactId: 'c2',
      name: 'Lee Park',
      email: 'lee.park@example.com',
      changedAt: later,
    });
    const removed = event('apps.app.contact_removed', stream, { appId: 'a1', contactId: 'c1', email: 'kim@example.com', removedAt: later });
    for (const e of [created, ...added, changed, removed]) await apps.app(e);
    const expected = {
      _rev: 6,
      contacts: [
        { id: 'c2', name: 'Lee Park', email: 'lee.park@example.com' },
        { id: 'c3', name: 'Max', email: 'max@example.com' },
      ],
      updatedAt: later,
    };
    expect(await store.get(DEVELOPER_APPS, 'a1')).toMatchObject(expected);
    // A redelivery (or a replay over the live document) changes nothing: the revision guards each event.
    for (const e of [added[1]!, changed, removed]) await apps.app(e);
    expect(await store.get(DEVELOPER_APPS, 'a1')).toMatchObject(expected);
  });

  it('ignores duplicates and replays, and refuses a gap', async () => {
    const { apps, store } = projection();
    const { created, event, stream } = appEvents();
    const renamed = event('apps.app.renamed', stream, { appId: 'a1', internalName: 'Renamed', renamedAt: later });
    await apps.app(created);
    await apps.app(renamed);
    const before = await store.get(DEVELOPER_APPS, 'a1');
    await apps.app(created);
    await apps.app(renamed);
    expect(await store.get(DEVELOPER_APPS, 'a1')).toEqual(before);
    await expect(apps.app(event('apps.app.renamed', stream, { appId: 'a1', internalName: 'X', renamedAt: later }, 4))).rejects.toThrow(
      OutOfOrderError,
    );
  });
});

describe('sandbox documents, given sandbox events', () => {
  it('goes from pending to live, to failed on a rebuild request, and takes new settings', async () => {
    const { apps, store } = projection();
    const event = eventFactory(at);
    await apps.sandbox(event('apps.sandbox.requested', 'sb-1', { sandboxId: 'sb1', appId: 'a1', requestedAt: at }));
    expect(await store.get(APP_SANDBOXES, 'sb1')).toEqual({
      _id: 'sb1',
      _rev: 1,
      appId: 'a1',
      status: 'pending',
      clientId: null,
      companyId: null,
      url: null,
      platformAppId: null,
      redirectUris: [],
      allowedCorsDomains: [],
      fake: false,
      createdAt: at,
      updatedAt: at,
    });
    await apps.sandbox(
      event('apps.sandbox.built', 'sb-1', {
        sandboxId: 'sb1',
        appId: 'a1',
        clientId: 'client',
        companyId: 'co',
        url: 'https://sandbox.example',
        platformAppId: 'pa',
        redirectUris: ['https://x.example/cb'],
        allowedCorsDomains: [],
        fake: true,
        builtAt: later,
      }),
    );
    expect(await store.get(APP_SANDBOXES, 'sb1')).toMatchObject({
      _rev: 2,
      status: 'live',
      clientId: 'client',
      fake: true,
      updatedAt: later,
    });
    await apps.sandbox(event('apps.sandbox.requested', 'sb-1', { sandboxId: 'sb1', appId: 'a1', requestedAt: later }));
    await apps.sandbox(event('apps.sandbox.failed', 'sb-1', { sandboxId: 'sb1', appId: 'a1', reason: 'busy', failedAt: later }));
    await apps.sandbox(
      event('apps.sandbox.settings_changed', 'sb-1', {
        sandboxId: 'sb1',
        appId: 'a1',
        clientId: 'client',
        redirectUris: ['https://y.example/cb'],
        allowedCorsDomains: ['https://y.example'],
        changedAt: later,
      }),
    );
    expect(await store.get(APP_SANDBOXES, 'sb1')).toMatchObject({
      _rev: 5,
      status: 'failed',
      clientId: 'client',
      redirectUris: ['https://y.example/cb'],
      allowedCorsDomains: ['https://y.example'],
    });
  });
});
