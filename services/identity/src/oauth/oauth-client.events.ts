import type { DomainEvent } from '@portal/decider';

/** Production clients are the app's uid; each sandbox gets a client of its own. */
export type OAuthEnvironment = 'production' | 'sandbox';

/**
 * Confidential clients authenticate with a secret (client credentials, authorization code);
 * public clients have none and use authorization code with PKCE.
 */
export type OAuthClientType = 'confidential' | 'public';

// No event carries a secret, a hash or a token: secrets live only as argon2id hashes in
// oauth_client_secrets, written in the same transaction as the event that changes them.
export type OAuthClientRegistered = DomainEvent<
  'identity.oauth_client.registered',
  {
    clientId: string;
    appId: string;
    environment: OAuthEnvironment;
    sandboxId: string | null;
    clientType: OAuthClientType;
    grantTypes: string[];
    redirectUris: string[];
    allowedCorsDomains: string[];
    registeredAt: string;
    /**
     * Who owns the app as the platform side records it (production clients; null for sandbox
     * clients). Added later and optional: events stored before it are read as null (unknown).
     */
    ownerId?: string | null;
  }
>;
export type OAuthClientRedirectUrisChanged = DomainEvent<
  'identity.oauth_client.redirect_uris_changed',
  { clientId: string; redirectUris: string[]; allowedCorsDomains: string[]; changedAt: string }
>;
export type OAuthClientSecretReset = DomainEvent<
  'identity.oauth_client.secret_reset',
  { clientId: string; resetCount: number; resetAt: string }
>;
export type OAuthClientSecretRotationStarted = DomainEvent<
  'identity.oauth_client.secret_rotation_started',
  { clientId: string; resetCount: number; graceEndsAt: string; startedAt: string }
>;
export type OAuthClientOldSecretRevoked = DomainEvent<'identity.oauth_client.old_secret_revoked', { clientId: string; revokedAt: string }>;
export type OAuthClientDeleted = DomainEvent<'identity.oauth_client.deleted', { clientId: string; deletedAt: string }>;
export type OAuthClientRestored = DomainEvent<'identity.oauth_client.restored', { clientId: string; restoredAt: string }>;
/** The platform side now records another owner for the app of this (production) client. */
export type OAuthClientOwnerChanged = DomainEvent<
  'identity.oauth_client.owner_changed',
  { clientId: string; appId: string; ownerId: string; changedAt: string }
>;

export type OAuthClientEvent =
  | OAuthClientRegistered
  | OAuthClientRedirectUrisChanged
  | OAuthClientSecretReset
  | OAuthClientSecretRotationStarted
  | OAuthClientOldSecretRevoked
  | OAuthClientDeleted
  | OAuthClientRestored
  | OAuthClientOwnerChanged;

/** The owner a registration names; registrations stored before the field existed name none (null). */
export const registeredOwnerId = (data: OAuthClientRegistered['data']): string | null => data.ownerId ?? null;

export const oauthClientStreamId = (clientId: string): string => `oauth_client-${clientId}`;
