import { ConflictError, NotFoundError, ValidationError, specFor } from '@portal/decider';
import { MESSAGES, oauthClientDecider } from './oauth-client.decider';
import type { OAuthClientEvent } from './oauth-client.events';

const spec = specFor(oauthClientDecider);
const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T12:00:00.000Z';

const OWNER = 'dev-owner';

/** `ownerId: 'absent'` is a registration stored before the field existed. */
const registered = (
  clientType: 'confidential' | 'public' = 'confidential',
  ownerId: string | null = OWNER,
  redirectUris = ['https://app.example.com/cb'],
): OAuthClientEvent => ({
  type: 'identity.oauth_client.registered',
  data: {
    clientId: 'uid1',
    appId: 'a1',
    environment: 'production',
    sandboxId: null,
    clientType,
    grantTypes:
      clientType === 'confidential'
        ? ['client_credentials', 'authorization_code', 'refresh_token']
        : ['authorization_code', 'refresh_token'],
    redirectUris,
    allowedCorsDomains: [],
    registeredAt: at,
    ...(ownerId === 'absent' ? {} : { ownerId }),
  },
});
const reset = (resetCount: number): OAuthClientEvent => ({
  type: 'identity.oauth_client.secret_reset',
  data: { clientId: 'uid1', resetCount, resetAt: at },
});
const rotation = (graceEndsAt: string): OAuthClientEvent => ({
  type: 'identity.oauth_client.secret_rotation_started',
  data: { clientId: 'uid1', resetCount: 2, graceEndsAt, startedAt: at },
});
const ownerChanged = (ownerId: string): OAuthClientEvent => ({
  type: 'identity.oauth_client.owner_changed',
  data: { clientId: 'uid1', appId: 'a1', ownerId, changedAt: at },
});
const register = {
  type: 'RegisterClient' as const,
  clientId: 'uid1',
  appId: 'a1',
  environment: 'production' as const,
  sandboxId: null,
  clientType: 'confidential' as const,
  redirectUris: ['https://app.example.com/cb'],
  allowedCorsDomains: [],
  ownerId: OWNER,
  at,
};

describe('oauth client decider', () => {
  describe('registration', () => {
    it('registers a confidential client with client credentials and authorization code', () => {
      spec([]).when(register).then([registered()]);
    });

    it('registers a public client with authorization code (PKCE) only', () => {
      spec([])
        .when({ ...register, clientType: 'public' })
        .then([registered('public')]);
    });

    it('treats a redelivered registration as a no-op', () => {
      spec([registered()]).when(register).then([]);
    });

    it('records the redirect URIs the apps service decided, without judging them again', () => {
      const uris = ['https://ok.example.com', 'http://example.com/cb'];
      spec([])
        .when({ ...register, redirectUris: uris })
        .then([registered('confidential', OWNER, uris)]);
    });

    it('changes redirect URIs and ignores a change that changes nothing', () => {
      spec([registered()])
        .when({ type: 'ChangeRedirectUris', redirectUris: ['http://localhost:8080/cb'], allowedCorsDomains: ['https://a.example.com'], at })
        .then([
          {
            type: 'identity.oauth_client.redirect_uris_changed',
            data: {
              clientId: 'uid1',
              redirectUris: ['http://localhost:8080/cb'],
              allowedCorsDomains: ['https://a.example.com'],
              changedAt: at,
            },
          },
        ]);
      spec([registered()])
        .when({ type: 'ChangeRedirectUris', redirectUris: ['https://app.example.com/cb'], allowedCorsDomains: [], at })
        .then([]);
    });
  });

  describe('secrets', () => {
    it('generates the first secret without confirmation (reset count 0)', () => {
      spec([registered()])
        .when({ type: 'ResetSecret', confirm: false, at })
        .then([reset(1)]);
    });

    it('needs the confirmation for every later reset', () => {
      spec([registered(), reset(1)])
        .when({ type: 'ResetSecret', confirm: false, at })
        .thenThrows((e) => e instanceof ValidationError && e.details.fields?.confirm?.[0] === MESSAGES.confirmReset);
      spec([registered(), reset(1)])
        .when({ type: 'ResetSecret', confirm: true, at })
        .then([reset(2)]);
    });

    it('gives public clients no secret', () => {
      spec([registered('public')])
        .when({ type: 'ResetSecret', confirm: true, at })
        .thenThrows((e) => e instanceof ConflictError);
    });

    it('starts a rotation with a grace period only once a secret exists', () => {
      spec([registered()])
        .when({ type: 'StartSecretRotation', graceHours: 24, at })
        .thenThrows((e) => e instanceof ConflictError);
      spec([registered(), reset(1)])
        .when({ type: 'StartSecretRotation', graceHours: 2, at })
        .then([rotation(later)]);
    });

    it('refuses a grace period outside 1 to 168 whole hours', () => {
      for (const graceHours of [0, 169, 1.5, Number.NaN]) {
        spec([registered(), reset(1)])
          .when({ type: 'StartSecretRotation', graceHours, at })
          .thenThrows((e) => e instanceof ValidationError && e.details.fields?.grace_hours !== undefined);
      }
    });

    it('refuses a second rotation while the first one is in its grace, allows it after', () => {
      spec([registered(), reset(1), rotation(later)])
        .when({ type: 'StartSecretRotation', graceHours: 1, at })
        .thenThrows((e) => e instanceof ConflictError && e.message === MESSAGES.rotationRunning);
      spec([registered(), reset(1), rotation(later)])
        .when({ type: 'StartSecretRotation', graceHours: 1, at: '2026-11-22T13:00:00.000Z' })
        .then([
          {
            type: 'identity.oauth_client.secret_rotation_started',
            data: { clientId: 'uid1', resetCount: 3, graceEndsAt: '2026-11-22T14:00:00.000Z', startedAt: '2026-11-22T13:00:00.000Z' },
          },
        ]);
    });

    it('revokes the old secret only during a grace period', () => {
      spec([registered(), reset(1), rotation(later)])
        .when({ type: 'RevokeOldSecret', at })
        .then([{ type: 'identity.oauth_client.old_secret_revoked', data: { clientId: 'uid1', revokedAt: at } }]);
      spec([registered(), reset(1)])
        .when({ type: 'RevokeOldSecret', at })
        .thenThrows((e) => e instanceof ConflictError && e.message === MESSAGES.noOldSecret);
      spec([registered(), reset(1), rotation(later)])
        .when({ type: 'RevokeOldSecret', at: '2026-11-22T12:00:00.001Z' })
        .thenThrows((e) => e instanceof ConflictError);
    });

    it("issues a keyed rotation's new secret again while it runs, and never starts the same rotation twice", () => {
      const R = '00000000-0000-5000-8000-0000000000a1';
      const keyed: OAuthClientEvent = {
        type: 'identity.oauth_client.secret_rotation_started',
        data: { clientId: 'uid1', resetCount: 2, graceEndsAt: later, startedAt: at, rotationId: R },
      };
      spec([registered(), reset(1)])
        .when({ type: 'StartSecretRotation', graceHours: 2, rotationId: R, at })
        .then([keyed]);
      spec([registered(), reset(1), keyed])
        .when({ type: 'ReissueRotationSecret', rotationId: R, at })
        .then([
          {
            type: 'identity.oauth_client.rotation_secret_reissued',
            data: { clientId: 'uid1', rotationId: R, resetCount: 3, reissuedAt: at },
          },
        ]);
      // Another rotation's id, a rotation whose old secret was revoked or whose grace ended: over.
      spec([registered(), reset(1), keyed])
        .when({ type: 'ReissueRotationSecret', rotationId: '00000000-0000-5000-8000-0000000000b2', at })
        .thenThrows((e) => e instanceof ConflictError && e.message === MESSAGES.rotationOver);
      spec([registered(), reset(1), keyed, { type: 'identity.oauth_client.old_secret_revoked', data: { clientId: 'uid1', revokedAt: at } }])
        .when({ type: 'ReissueRotationSecret', rotationId: R, at })
        .thenThrows((e) => e instanceof ConflictError && e.message === MESSAGES.rotationOver);
      spec([registered(), reset(1), keyed])
        .when({ type: 'StartSecretRotation', graceHours: 2, rotationId: R, at: '2026-11-22T13:00:00.000Z' })
        .thenThrows((e) => e instanceof ConflictError && e.message === MESSAGES.rotationOver);
      const state = [registered(), reset(1), keyed].reduce(oauthClientDecider.evolve, oauthClientDecider.initialState());
      expect(state.rotation).toEqual({ id: R, graceHours: 2 });
    });

    it('resets again without the confirmation when a keyed reset is sent again while its secret is the current one', () => {
      const K = '00000000-0000-5000-8000-0000000000c1';
      const keyedReset = (resetCount: number): OAuthClientEvent => ({
        type: 'identity.oauth_client.secret_reset',
        data: { clientId: 'uid1', resetCount, resetAt: at, resetId: K },
      });
      spec([registered()])
        .when({ type: 'ResetSecret', confirm: false, resetId: K, at })
        .then([keyedReset(1)]);
      spec([registered(), keyedReset(1)])
        .when({ type: 'ResetSecret', confirm: false, resetId: K, at })
        .then([keyedReset(2)]);
      // Another key, or the same one once the secret changed since: the usual rules.
      spec([registered(), keyedReset(1)])
        .when({ type: 'ResetSecret', confirm: false, resetId: '00000000-0000-5000-8000-0000000000c2', at })
        .thenThrows((e) => e instanceof ValidationError);
      spec([registered(), keyedReset(1), reset(2)])
        .when({ type: 'ResetSecret', confirm: true, resetId: K, at })
        .thenThrows((e) => e instanceof ConflictError && e.message === MESSAGES.resetSpent);
      spec([registered(), keyedReset(1), rotation(later)])
        .when({ type: 'ResetSecret', confirm: false, resetId: K, at })
        .thenThrows((e) => e instanceof ConflictError && e.message === MESSAGES.resetSpent);
    });

    it('ends a running rotation with a reset (no old secret left to revoke)', () => {
      spec([registered(), reset(1), rotation(later), reset(3)])
        .when({ type: 'RevokeOldSecret', at })
        .thenThrows((e) => e instanceof ConflictError);
    });
  });

  describe('deletion', () => {
    const deleted: OAuthClientEvent = { type: 'identity.oauth_client.deleted', data: { clientId: 'uid1', deletedAt: at } };

    it('deletes once and then refuses secrets with not found', () => {
      spec([registered()]).when({ type: 'DeleteClient', at }).then([deleted]);
      spec([registered(), deleted]).when({ type: 'DeleteClient', at }).then([]);
      spec([registered(), deleted])
        .when({ type: 'ResetSecret', confirm: true, at })
        .thenThrows((e) => e instanceof NotFoundError);
    });

    it('restores a deleted client, which then needs a confirmed reset', () => {
      const restored: OAuthClientEvent = { type: 'identity.oauth_client.restored', data: { clientId: 'uid1', restoredAt: at } };
      spec([registered(), reset(1), deleted])
        .when({ type: 'RestoreClient', at })
        .then([restored]);
      spec([registered(), reset(1), deleted, restored])
        .when({ type: 'ResetSecret', confirm: false, at })
        .thenThrows((e) => e instanceof ValidationError);
    });

    it('keeps recording the owner of a deleted client', () => {
      spec([registered(), deleted])
        .when({ type: 'RecordOwner', ownerId: 'dev-next', at })
        .then([ownerChanged('dev-next')]);
    });

    it('knows no commands for a client never registered', () => {
      spec([])
        .when({ type: 'ResetSecret', confirm: true, at })
        .thenThrows((e) => e instanceof NotFoundError);
      spec([])
        .when({ type: 'RecordOwner', ownerId: 'dev-next', at })
        .thenThrows((e) => e instanceof NotFoundError);
    });
  });

  describe('the owner the platform side records', () => {
    it('registers the production client with the app owner', () => {
      spec([])
        .when(register)
        .then([registered('confidential', OWNER)]);
    });

    it('records a new owner once; a redelivered transfer changes nothing', () => {
      spec([registered()])
        .when({ type: 'RecordOwner', ownerId: 'dev-next', at })
        .then([ownerChanged('dev-next')]);
      spec([registered(), ownerChanged('dev-next')])
        .when({ type: 'RecordOwner', ownerId: 'dev-next', at })
        .then([]);
      spec([registered()]).when({ type: 'RecordOwner', ownerId: OWNER, at }).then([]);
    });

    it('reads a registration stored without an owner as an unknown owner, and learns it from the next transfer', () => {
      spec([registered('confidential', 'absent')])
        .when({ type: 'RecordOwner', ownerId: OWNER, at })
        .then([ownerChanged(OWNER)]);
    });

    it('records an owner of a sandbox client as unknown', () => {
      spec([registered('confidential', null)])
        .when({ type: 'RecordOwner', ownerId: OWNER, at })
        .then([ownerChanged(OWNER)]);
    });
  });

  describe('the grant from the manifest (issue 10)', () => {
    const grantChanged = (
      grantType: 'authorization_code' | 'client_credentials',
      grantTypes: ('client_credentials' | 'authorization_code' | 'refresh_token')[],
      pkce: boolean,
      clientType: 'confidential' | 'public',
      changedAt = at,
    ): OAuthClientEvent => ({
      type: 'identity.oauth_client.grant_type_changed',
      data: { clientId: 'uid1', appId: 'a1', grantType, grantTypes, pkce, clientType, changedAt },
    });
    const change = (grantType: 'authorization_code' | 'client_credentials', confidential = true, changeAt = at) => ({
      type: 'ChangeGrantType' as const,
      grant: { grantType, pkce: !confidential, confidential },
      at: changeAt,
    });

    it('gives a service-account-only manifest client credentials only', () => {
      spec([registered()])
        .when(change('client_credentials'))
        .then([grantChanged('client_credentials', ['client_credentials'], false, 'confidential')]);
    });

    it('gives user-level authorization on a confidential app authorization code (and refresh), no client credentials', () => {
      spec([registered()])
        .when(change('authorization_code'))
        .then([grantChanged('authorization_code', ['authorization_code', 'refresh_token'], false, 'confidential')]);
    });

    it('makes user-level authorization on a public app a public client that must use PKCE', () => {
      spec([registered()])
        .when(change('authorization_code', false))
        .then([grantChanged('authorization_code', ['authorization_code', 'refresh_token'], true, 'public')]);
    });

    it('ignores a redelivered change and a late (older) one', () => {
      const recorded = grantChanged('authorization_code', ['authorization_code', 'refresh_token'], false, 'confidential', later);
      spec([registered(), recorded])
        .when(change('authorization_code', true, later))
        .then([]);
      spec([registered(), recorded])
        .when(change('client_credentials', true, at))
        .then([]);
    });

    it('follows a newer change back to client credentials', () => {
      const recorded = grantChanged('authorization_code', ['authorization_code', 'refresh_token'], false, 'confidential', at);
      spec([registered(), recorded])
        .when(change('client_credentials', true, later))
        .then([grantChanged('client_credentials', ['client_credentials'], false, 'confidential', later)]);
    });

    it('needs a registered client', () => {
      spec([])
        .when(change('client_credentials'))
        .thenThrows((e) => e instanceof NotFoundError);
    });
  });
});
