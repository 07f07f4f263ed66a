/**
 * What the portal knows of an app's OAuth clients (from identity's `identity.oauth_client` topic):
 * one document per client stream, `_id` = client id (a production client's id is the app's uid),
 * `_rev` = client stream version. Never a secret: only whether one was ever generated.
 */
export interface OAuthClientDocument {
  _id: string;
  _rev: number;
  appId: string;
  environment: 'production' | 'sandbox';
  sandboxId: string | null;
  resetCount: number;
  /** A secret was generated at least once (reset or rotation); deletion revokes it but keeps the fact. */
  hasSecret: boolean;
  /** The app's owner as the platform side records it; null while unknown (and for sandbox clients). */
  ownerId: string | null;
  deletedAt: string | null;
  registeredAt: string;
  updatedAt: string;
}

export const OAUTH_CLIENTS = 'oauth_clients';
