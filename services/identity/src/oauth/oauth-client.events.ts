import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

/** Production clients are the app's uid; each sandbox gets a client of its own. */
export type OAuthEnvironment = EventData<'identity.oauth_client.registered'>['environment'];

/**
 * Confidential clients authenticate with a secret (client credentials, authorization code);
 * public clients have none and use authorization code with PKCE.
 */
export type OAuthClientType = EventData<'identity.oauth_client.registered'>['clientType'];

export type OAuthGrantType = EventData<'identity.oauth_client.registered'>['grantTypes'][number];

// No event carries a secret, a hash or a token: secrets live only as argon2id hashes in
// oauth_client_secrets, written in the same transaction as the event that changes them.
export type OAuthClientRegistered = DomainEvent<'identity.oauth_client.registered', EventData<'identity.oauth_client.registered'>>;
export type OAuthClientRedirectUrisChanged = DomainEvent<
  'identity.oauth_client.redirect_uris_changed',
  EventData<'identity.oauth_client.redirect_uris_changed'>
>;
export type OAuthClientSecretReset = DomainEvent<'identity.oauth_client.secret_reset', EventData<'identity.oauth_client.secret_reset'>>;
export type OAuthClientSecretRotationStarted = DomainEvent<
  'identity.oauth_client.secret_rotation_started',
  EventData<'identity.oauth_client.secret_rotation_started'>
>;
export type OAuthClientRotationSecretReissued = DomainEvent<
  'identity.oauth_client.rotation_secret_reissued',
  EventData<'identity.oauth_client.rotation_secret_reissued'>
>;
export type OAuthClientOldSecretRevoked = DomainEvent<
  'identity.oauth_client.old_secret_revoked',
  EventData<'identity.oauth_client.old_secret_revoked'>
>;
export type OAuthClientDeleted = DomainEvent<'identity.oauth_client.deleted', EventData<'identity.oauth_client.deleted'>>;
export type OAuthClientRestored = DomainEvent<'identity.oauth_client.restored', EventData<'identity.oauth_client.restored'>>;
/** The client's grant follows its environment's current manifest version (apps.manifest.grant_type_changed). */
export type OAuthClientGrantTypeChanged = DomainEvent<
  'identity.oauth_client.grant_type_changed',
  EventData<'identity.oauth_client.grant_type_changed'>
>;
/** The platform side now records another owner for the app of this (production) client. */
export type OAuthClientOwnerChanged = DomainEvent<'identity.oauth_client.owner_changed', EventData<'identity.oauth_client.owner_changed'>>;

export type OAuthClientEvent =
  | OAuthClientRegistered
  | OAuthClientRedirectUrisChanged
  | OAuthClientSecretReset
  | OAuthClientSecretRotationStarted
  | OAuthClientRotationSecretReissued
  | OAuthClientOldSecretRevoked
  | OAuthClientDeleted
  | OAuthClientRestored
  | OAuthClientOwnerChanged
  | OAuthClientGrantTypeChanged;

/** The owner a registration names; registrations stored before the field existed name none (null). */
export const registeredOwnerId = (data: OAuthClientRegistered['data']): string | null => data.ownerId ?? null;

export const oauthClientStreamId = (clientId: string): string => `oauth_client-${clientId}`;
