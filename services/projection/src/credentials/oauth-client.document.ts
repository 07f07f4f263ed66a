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
  /** The grant the client allows (from its manifest, issue 10); absent on documents built before it. */
  grantType?: PresentedGrantType;
  /** Every grant the token endpoint accepts from the client; absent on documents built before it. */
  grantTypes?: string[];
  /** Absent on documents built before the grant was projected: confidential. */
  confidential?: boolean;
  registeredAt: string;
  updatedAt: string;
}

export const OAUTH_CLIENTS = 'oauth_clients';

/** The API's `grant_type`: client credentials, authorization code (confidential), or authorization code with PKCE (public). */
export type PresentedGrantType = 'client_credentials' | 'authorization_code' | 'authorization_code_pkce';

/**
 * An app's (or sandbox's) grant as the API shows it, from its client's document. Until the app has
 * a manifest (or while the client is unknown) it is client credentials, confidential.
 */
export const grantView = (
  client: Pick<OAuthClientDocument, 'grantType' | 'grantTypes' | 'confidential'> | null,
): { grant_type: PresentedGrantType; grant_types: GrantTypeName[]; confidential: boolean } => ({
  grant_type: client?.grantType ?? 'client_credentials',
  grant_types: (client?.grantTypes ?? REGISTRATION_GRANTS).filter((g): g is GrantTypeName => GRANT_NAMES.includes(g as GrantTypeName)),
  confidential: client?.confidential ?? true,
});

const GRANT_NAMES = ['client_credentials', 'authorization_code', 'refresh_token'] as const;
type GrantTypeName = (typeof GRANT_NAMES)[number];
/** A confidential client's grants until its app has a manifest. */
const REGISTRATION_GRANTS: string[] = ['client_credentials', 'authorization_code', 'refresh_token'];
