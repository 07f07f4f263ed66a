import { ConflictError, NotFoundError, ValidationError, type Decider } from '@portal/decider';
import {
  registeredOwnerId,
  type OAuthClientEvent,
  type OAuthClientType,
  type OAuthEnvironment,
  type OAuthGrantType,
} from './oauth-client.events';

export interface OAuthClient {
  exists: boolean;
  deleted: boolean;
  clientId: string;
  appId: string;
  environment: OAuthEnvironment;
  sandboxId: string | null;
  clientType: OAuthClientType;
  grantTypes: string[];
  redirectUris: string[];
  allowedCorsDomains: string[];
  resetCount: number;
  /** While set, the secret before the last rotation still works until this instant. */
  graceEndsAt: string | null;
  /** The last rotation's id when it was started with an Idempotency-Key, and its grace in hours. */
  rotation: { id: string; graceHours: number } | null;
  /** Every rotation id ever started: a key's rotation happens once. */
  rotationIds: string[];
  /** The id of the keyed reset or rotation that issued the current secret (null when unkeyed), and every reset id. */
  lastSecretChangeId: string | null;
  resetIds: string[];
  /** The app's owner as the platform side records it; null while unknown (and for sandbox clients). */
  ownerId: string | null;
  /** Authorization requests must carry an S256 code challenge (public clients always do). */
  pkce: boolean;
  /** When the manifest's grant last changed; null while the client keeps its registration grants. */
  grantChangedAt: string | null;
}

/** The grant an environment's current manifest version asks for (apps.manifest.grant_type_changed). */
export interface ManifestGrant {
  grantType: 'authorization_code' | 'client_credentials';
  pkce: boolean;
  confidential: boolean;
}

export type OAuthClientCommand =
  | {
      type: 'RegisterClient';
      clientId: string;
      appId: string;
      environment: OAuthEnvironment;
      sandboxId: string | null;
      clientType: OAuthClientType;
      redirectUris: string[];
      allowedCorsDomains: string[];
      ownerId: string | null;
      at: string;
    }
  | { type: 'RecordOwner'; ownerId: string; at: string }
  | { type: 'ChangeGrantType'; grant: ManifestGrant; at: string }
  | { type: 'ChangeRedirectUris'; redirectUris: string[]; allowedCorsDomains: string[]; at: string }
  | { type: 'ResetSecret'; confirm: boolean; resetId?: string; at: string }
  | { type: 'StartSecretRotation'; graceHours: number; rotationId?: string; at: string }
  /** The running rotation sent again with its key: its new secret, lost with the answer, is issued again. */
  | { type: 'ReissueRotationSecret'; rotationId: string; at: string }
  | { type: 'RevokeOldSecret'; at: string }
  | { type: 'DeleteClient'; at: string }
  | { type: 'RestoreClient'; at: string };

export const MESSAGES = {
  confirmReset: 'Please confirm that the current secret and every token issued with it stop working',
  noSecretYet: 'This client has no secret yet: generate the first one with a reset',
  publicClient: 'Public clients have no secret: they use authorization code with PKCE',
  graceHours: `Grace period must be a whole number of hours between 1 and 168`,
  rotationRunning: 'A rotation is already running: revoke the old secret first',
  noOldSecret: 'There is no old secret to revoke',
  rotationOver: 'This rotation is over (its old secret was revoked, or its grace ended): start a new one',
  resetSpent: 'The secret changed since this reset: reset again to get a new one',
  deleted: 'This OAuth client was deleted',
} as const;

export const MAX_GRACE_HOURS = 168;

/** Grant types per the spec's notice: confidential clients get both, public ones only code + PKCE. */
export const grantTypesFor = (clientType: OAuthClientType): OAuthGrantType[] =>
  clientType === 'confidential' ? ['client_credentials', 'authorization_code', 'refresh_token'] : ['authorization_code', 'refresh_token'];

/**
 * What a manifest's grant allows at the token endpoint: user-level authorization is authorization
 * code (with refresh tokens), a service-account-only app client credentials; a public app is a
 * public client that must use PKCE.
 */
export const clientGrantOf = (grant: ManifestGrant): { grantTypes: OAuthGrantType[]; pkce: boolean; clientType: OAuthClientType } => {
  if (grant.grantType === 'client_credentials') return { grantTypes: ['client_credentials'], pkce: false, clientType: 'confidential' };
  const clientType: OAuthClientType = grant.confidential ? 'confidential' : 'public';
  return { grantTypes: ['authorization_code', 'refresh_token'], pkce: grant.pkce || clientType === 'public', clientType };
};

export const initialState = (): OAuthClient => ({
  exists: false,
  deleted: false,
  clientId: '',
  appId: '',
  environment: 'production',
  sandboxId: null,
  clientType: 'confidential',
  grantTypes: [],
  redirectUris: [],
  allowedCorsDomains: [],
  resetCount: 0,
  graceEndsAt: null,
  rotation: null,
  rotationIds: [],
  lastSecretChangeId: null,
  resetIds: [],
  ownerId: null,
  pkce: false,
  grantChangedAt: null,
});

const rotationRunning = (state: OAuthClient, at: string): boolean => state.graceEndsAt !== null && state.graceEndsAt > at;

/** A keyed reset sent again while the secret it issued is still the current one. */
export const isOwnRepeat = (state: OAuthClient, resetId: string | undefined): boolean =>
  resetId !== undefined && state.lastSecretChangeId === resetId && state.resetIds.includes(resetId);

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export const decide = (command: OAuthClientCommand, state: OAuthClient): OAuthClientEvent[] => {
  if (command.type === 'RegisterClient') {
    // Registration reacts to apps events: a redelivered event registers nothing new.
    if (state.exists) return [];
    // The apps service owns the redirect URI rule and already decided; a client records its outcome.
    const { clientId, appId, environment, sandboxId, clientType, redirectUris, allowedCorsDomains, ownerId, at } = command;
    return [
      {
        type: 'identity.oauth_client.registered',
        data: {
          clientId,
          appId,
          environment,
          sandboxId,
          clientType,
          grantTypes: grantTypesFor(clientType),
          redirectUris,
          allowedCorsDomains,
          registeredAt: at,
          ownerId,
        },
      },
    ];
  }
  if (!state.exists) throw new NotFoundError('No such OAuth client');
  if (command.type === 'RecordOwner') {
    // Follows the apps service's ownership transfers (deleted clients too: the owner is a fact about
    // the app, not a credential); a redelivered transfer finds the owner already recorded.
    if (command.ownerId === state.ownerId) return [];
    return [
      {
        type: 'identity.oauth_client.owner_changed',
        data: { clientId: state.clientId, appId: state.appId, ownerId: command.ownerId, changedAt: command.at },
      },
    ];
  }
  if (command.type === 'ChangeGrantType') {
    // Follows the manifest (deleted clients too, so a restored one has its manifest's grant); a
    // redelivered or late change (older than the one recorded) changes nothing.
    // An equal instant is no older: a version's own grant change follows its default in the same append.
    if (state.grantChangedAt !== null && command.at < state.grantChangedAt) return [];
    const next = clientGrantOf(command.grant);
    if (
      state.grantChangedAt !== null &&
      sameList(next.grantTypes, state.grantTypes) &&
      next.pkce === state.pkce &&
      next.clientType === state.clientType
    ) {
      return [];
    }
    return [
      {
        type: 'identity.oauth_client.grant_type_changed',
        data: { clientId: state.clientId, appId: state.appId, grantType: command.grant.grantType, ...next, changedAt: command.at },
      },
    ];
  }
  if (command.type === 'DeleteClient') {
    return state.deleted ? [] : [{ type: 'identity.oauth_client.deleted', data: { clientId: state.clientId, deletedAt: command.at } }];
  }
  if (command.type === 'RestoreClient') {
    // Deleting revoked every secret; a restored client needs a new one (a confirmed reset).
    return state.deleted ? [{ type: 'identity.oauth_client.restored', data: { clientId: state.clientId, restoredAt: command.at } }] : [];
  }
  if (state.deleted) throw new NotFoundError(MESSAGES.deleted);
  switch (command.type) {
    case 'ChangeRedirectUris': {
      if (sameList(command.redirectUris, state.redirectUris) && sameList(command.allowedCorsDomains, state.allowedCorsDomains)) return [];
      return [
        {
          type: 'identity.oauth_client.redirect_uris_changed',
          data: {
            clientId: state.clientId,
            redirectUris: command.redirectUris,
            allowedCorsDomains: command.allowedCorsDomains,
            changedAt: command.at,
          },
        },
      ];
    }
    case 'ResetSecret': {
      if (state.clientType === 'public') throw new ConflictError(MESSAGES.publicClient);
      const { resetId } = command;
      // The repeat of the reset that issued the current secret: that secret went out only in a lost answer.
      const ownRepeat = isOwnRepeat(state, resetId);
      if (resetId !== undefined && !ownRepeat && state.resetIds.includes(resetId)) throw new ConflictError(MESSAGES.resetSpent);
      // The first secret (reset count 0) is generated directly; every later reset needs the confirmation.
      if (state.resetCount > 0 && !command.confirm && !ownRepeat) throw new ValidationError({ confirm: [MESSAGES.confirmReset] });
      return [
        {
          type: 'identity.oauth_client.secret_reset',
          data: {
            clientId: state.clientId,
            resetCount: state.resetCount + 1,
            resetAt: command.at,
            ...(resetId === undefined ? {} : { resetId }),
          },
        },
      ];
    }
    case 'StartSecretRotation': {
      if (state.clientType === 'public') throw new ConflictError(MESSAGES.publicClient);
      const { graceHours, at } = command;
      if (!Number.isInteger(graceHours) || graceHours < 1 || graceHours > MAX_GRACE_HOURS) {
        throw new ValidationError({ grace_hours: [MESSAGES.graceHours] });
      }
      if (state.resetCount === 0) throw new ConflictError(MESSAGES.noSecretYet);
      if (rotationRunning(state, at)) throw new ConflictError(MESSAGES.rotationRunning);
      if (command.rotationId !== undefined && state.rotationIds.includes(command.rotationId))
        throw new ConflictError(MESSAGES.rotationOver);
      const graceEndsAt = new Date(Date.parse(at) + graceHours * 3_600_000).toISOString();
      return [
        {
          type: 'identity.oauth_client.secret_rotation_started',
          data: {
            clientId: state.clientId,
            resetCount: state.resetCount + 1,
            graceEndsAt,
            startedAt: at,
            ...(command.rotationId === undefined ? {} : { rotationId: command.rotationId }),
          },
        },
      ];
    }
    case 'ReissueRotationSecret':
      if (!rotationRunning(state, command.at) || state.rotation?.id !== command.rotationId) {
        throw new ConflictError(MESSAGES.rotationOver);
      }
      return [
        {
          type: 'identity.oauth_client.rotation_secret_reissued',
          data: { clientId: state.clientId, rotationId: command.rotationId, resetCount: state.resetCount + 1, reissuedAt: command.at },
        },
      ];
    case 'RevokeOldSecret':
      if (!rotationRunning(state, command.at)) throw new ConflictError(MESSAGES.noOldSecret);
      return [{ type: 'identity.oauth_client.old_secret_revoked', data: { clientId: state.clientId, revokedAt: command.at } }];
  }
};

export const evolve = (state: OAuthClient, event: OAuthClientEvent): OAuthClient => {
  switch (event.type) {
    case 'identity.oauth_client.registered': {
      const { registeredAt: _registeredAt, ownerId: _ownerId, ...data } = event.data;
      return { ...initialState(), ...data, ownerId: registeredOwnerId(event.data), pkce: data.clientType === 'public', exists: true };
    }
    case 'identity.oauth_client.redirect_uris_changed':
      return { ...state, redirectUris: event.data.redirectUris, allowedCorsDomains: event.data.allowedCorsDomains };
    case 'identity.oauth_client.secret_reset': {
      const { resetCount, resetId } = event.data;
      const resetIds = resetId === undefined ? state.resetIds : [...state.resetIds, resetId];
      return { ...state, resetCount, graceEndsAt: null, lastSecretChangeId: resetId ?? null, resetIds };
    }
    case 'identity.oauth_client.secret_rotation_started': {
      const { resetCount, graceEndsAt, startedAt, rotationId } = event.data;
      const graceHours = Math.round((Date.parse(graceEndsAt) - Date.parse(startedAt)) / 3_600_000);
      if (rotationId === undefined) return { ...state, resetCount, graceEndsAt, rotation: null, lastSecretChangeId: null };
      return {
        ...state,
        resetCount,
        graceEndsAt,
        rotation: { id: rotationId, graceHours },
        rotationIds: [...state.rotationIds, rotationId],
        lastSecretChangeId: rotationId,
      };
    }
    case 'identity.oauth_client.rotation_secret_reissued':
      return { ...state, resetCount: event.data.resetCount };
    case 'identity.oauth_client.old_secret_revoked':
      return { ...state, graceEndsAt: null };
    case 'identity.oauth_client.deleted':
      return { ...state, deleted: true, graceEndsAt: null, lastSecretChangeId: null };
    case 'identity.oauth_client.restored':
      return { ...state, deleted: false };
    case 'identity.oauth_client.owner_changed':
      return { ...state, ownerId: event.data.ownerId };
    case 'identity.oauth_client.grant_type_changed': {
      const { grantTypes, pkce, clientType, changedAt } = event.data;
      return { ...state, grantTypes, pkce, clientType, grantChangedAt: changedAt };
    }
  }
};

export const oauthClientDecider: Decider<OAuthClient, OAuthClientCommand, OAuthClientEvent> = { initialState, decide, evolve };
