import { credentialsFacts } from '../apps/querying/app-view';
import { eventFactory } from '../core/event-envelopes.testing';
import { MemoryDocumentStore } from '../core/documents/document-store';
import type { OAuthClientDocument } from './oauth-client.document';
import { clientDocumentChange } from './oauth-clients.projection';
import { OAUTH_CLIENTS } from './oauth-client.document';

const at = '2026-11-22T10:00:00.000Z';

/** The document after these events, built the way the projection writes it. */
const fold = async (...events: Parameters<typeof clientDocumentChange>[0][]): Promise<OAuthClientDocument> => {
  const store = new MemoryDocumentStore();
  for (const e of events) await store.applyInOrder(OAUTH_CLIENTS, e.data.clientId, e.streamVersion, clientDocumentChange(e));
  const doc = await store.get(OAUTH_CLIENTS, 'uid1');
  return { ...doc } as unknown as OAuthClientDocument;
};

const stream = () => {
  const event = eventFactory(at);
  return {
    registered: (ownerId?: string | null) =>
      event('identity.oauth_client.registered', 'client-uid1', {
        clientId: 'uid1',
        appId: 'a1',
        environment: 'production',
        sandboxId: null,
        clientType: 'confidential',
        grantTypes: ['authorization_code'],
        redirectUris: [],
        allowedCorsDomains: [],
        registeredAt: at,
        ...(ownerId === undefined ? {} : { ownerId }),
      }),
    event,
  };
};

describe('production credentials facts on the admin app page', () => {
  it('says no credentials until a secret was generated, and keeps saying yes after the client was deleted', async () => {
    const fresh = await fold(stream().registered('owner'));
    expect(credentialsFacts({ ownerId: 'owner' }, fresh)).toEqual({
      has_production_credentials: false,
      external_platform_owner_id: 'owner',
      owner_mismatch: false,
    });
    const s1 = stream();
    const generated = await fold(
      s1.registered('owner'),
      s1.event('identity.oauth_client.secret_reset', 'client-uid1', { clientId: 'uid1', resetCount: 1, resetAt: at }),
    );
    expect(credentialsFacts({ ownerId: 'owner' }, generated).has_production_credentials).toBe(true);
    const s2 = stream();
    const deleted = await fold(
      s2.registered('owner'),
      s2.event('identity.oauth_client.secret_rotation_started', 'client-uid1', {
        clientId: 'uid1',
        resetCount: 1,
        graceEndsAt: at,
        startedAt: at,
      }),
      s2.event('identity.oauth_client.deleted', 'client-uid1', { clientId: 'uid1', deletedAt: at }),
    );
    expect(deleted).toMatchObject({ hasSecret: true, deletedAt: at, resetCount: 1, _rev: 3 });
    expect(credentialsFacts({ ownerId: 'owner' }, deleted).has_production_credentials).toBe(true);
  });

  it('knows nothing about a client it has not seen', () => {
    expect(credentialsFacts({ ownerId: 'owner' }, null)).toEqual({
      has_production_credentials: false,
      external_platform_owner_id: null,
      owner_mismatch: false,
    });
  });

  it('reports a mismatch only when the platform records an owner that differs', async () => {
    const unknownOwner = await fold(stream().registered());
    expect(credentialsFacts({ ownerId: 'owner' }, unknownOwner).owner_mismatch).toBe(false);
    expect(unknownOwner.ownerId).toBeNull();
    const s = stream();
    const changed = await fold(
      s.registered('owner'),
      s.event('identity.oauth_client.owner_changed', 'client-uid1', {
        clientId: 'uid1',
        appId: 'a1',
        ownerId: 'someone-else',
        changedAt: at,
      }),
    );
    expect(credentialsFacts({ ownerId: 'owner' }, changed)).toEqual({
      has_production_credentials: false,
      external_platform_owner_id: 'someone-else',
      owner_mismatch: true,
    });
    expect(credentialsFacts({ ownerId: 'someone-else' }, changed).owner_mismatch).toBe(false);
  });

  it('advances the revision on the events that change nothing shown', async () => {
    const s = stream();
    const doc = await fold(
      s.registered('owner'),
      s.event('identity.oauth_client.redirect_uris_changed', 'client-uid1', {
        clientId: 'uid1',
        redirectUris: [],
        allowedCorsDomains: [],
        changedAt: at,
      }),
      s.event('identity.oauth_client.old_secret_revoked', 'client-uid1', { clientId: 'uid1', revokedAt: at }),
    );
    expect(doc._rev).toBe(3);
  });
});
