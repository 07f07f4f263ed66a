import { credentialsFacts } from '../apps/querying/app-view';
import type { OAuthClientDocument } from './oauth-client.document';
import { CLIENT_CHANGES } from './oauth-clients.projection';

const at = '2026-11-22T10:00:00.000Z';

/** The document after these events, the way applyInOrder builds it one `$set` at a time. */
const fold = (...events: [string, Record<string, unknown>][]): OAuthClientDocument =>
  events.reduce((doc, [type, data], index) => ({ ...doc, ...CLIENT_CHANGES[type]!(data), _rev: index + 1 }), {
    _id: 'uid1',
  } as OAuthClientDocument);

const registered = (ownerId?: string | null): [string, Record<string, unknown>] => [
  'identity.oauth_client.registered',
  {
    clientId: 'uid1',
    appId: 'a1',
    environment: 'production',
    sandboxId: null,
    registeredAt: at,
    ...(ownerId === undefined ? {} : { ownerId }),
  },
];

describe('production credentials facts on the admin app page', () => {
  it('says no credentials until a secret was generated, and keeps saying yes after the client was deleted', () => {
    const fresh = fold(registered('owner'));
    expect(credentialsFacts({ ownerId: 'owner' }, fresh)).toEqual({
      has_production_credentials: false,
      external_platform_owner_id: 'owner',
      owner_mismatch: false,
    });
    const generated = fold(registered('owner'), ['identity.oauth_client.secret_reset', { clientId: 'uid1', resetCount: 1, resetAt: at }]);
    expect(credentialsFacts({ ownerId: 'owner' }, generated).has_production_credentials).toBe(true);
    const deleted = fold(
      registered('owner'),
      ['identity.oauth_client.secret_rotation_started', { clientId: 'uid1', resetCount: 1, graceEndsAt: at, startedAt: at }],
      ['identity.oauth_client.deleted', { clientId: 'uid1', deletedAt: at }],
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

  it('reports a mismatch only when the platform records an owner that differs', () => {
    expect(credentialsFacts({ ownerId: 'owner' }, fold(registered())).owner_mismatch).toBe(false);
    expect(fold(registered()).ownerId).toBeNull();
    const changed = fold(registered('owner'), [
      'identity.oauth_client.owner_changed',
      { clientId: 'uid1', appId: 'a1', ownerId: 'someone-else', changedAt: at },
    ]);
    expect(credentialsFacts({ ownerId: 'owner' }, changed)).toEqual({
      has_production_credentials: false,
      external_platform_owner_id: 'someone-else',
      owner_mismatch: true,
    });
    expect(credentialsFacts({ ownerId: 'someone-else' }, changed).owner_mismatch).toBe(false);
  });

  it('advances the revision on every client event type, even those that change nothing shown', () => {
    // The identity.oauth_client topic's types (contracts/events/topics.json); a type missing here
    // would stall every later event of its stream.
    expect(Object.keys(CLIENT_CHANGES).sort()).toEqual(
      [
        'identity.oauth_client.registered',
        'identity.oauth_client.redirect_uris_changed',
        'identity.oauth_client.secret_reset',
        'identity.oauth_client.secret_rotation_started',
        'identity.oauth_client.old_secret_revoked',
        'identity.oauth_client.deleted',
        'identity.oauth_client.restored',
        'identity.oauth_client.owner_changed',
      ].sort(),
    );
  });
});
