import { createHash } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool } from 'pg';

/** Per request to the authorization server: the id of the client secret that authenticated it. */
export const oauthRequest = new AsyncLocalStorage<{ secretId: string | null }>();

const TOKEN_MODELS = new Set(['AccessToken', 'ClientCredentials', 'RefreshToken']);
const PLACEHOLDER_SECRET = 'verified-against-argon2id-hashes-by-identity';

export const hashId = (id: string): string => createHash('sha256').update(id).digest('base64url');

interface ClientRow {
  client_id: string;
  client_type: 'confidential' | 'public';
  grant_types: string[];
  redirect_uris: string[];
  cors_origins: string[];
  app_id: string;
  environment: string;
  /** Authorization requests must carry an S256 code challenge (the manifest's public grant). */
  pkce?: boolean;
}

/**
 * The provider's client metadata from `oauth_clients`. Confidential clients carry a placeholder
 * where oidc-provider expects `client_secret`: the real check is `compareClientSecret`, against the
 * hashes, and no HMAC algorithm that would use the placeholder as a key is enabled. The grant types
 * are the ones the client's manifest allows (registration grants until the app has one): the
 * provider answers `unauthorized_client` to any other grant.
 */
export const clientMetadataOf = (row: ClientRow): Record<string, unknown> | undefined => {
  const redirectUris = row.redirect_uris.filter((uri) => /^https?:\/\//.test(uri));
  const confidential = row.client_type === 'confidential';
  // Authorization code needs a redirect URI; a client-credentials-only client registers none.
  const withCode = redirectUris.length > 0 && row.grant_types.includes('authorization_code');
  const grantTypes = row.grant_types.filter((g) => withCode || g === 'client_credentials');
  if (grantTypes.length === 0) return undefined;
  return {
    client_id: row.client_id,
    ...(confidential ? { client_secret: PLACEHOLDER_SECRET, token_endpoint_auth_method: 'client_secret_basic' } : {}),
    ...(confidential ? {} : { token_endpoint_auth_method: 'none' }),
    grant_types: grantTypes,
    response_types: withCode ? ['code'] : [],
    // Kept without the code grant too: an authorization request then goes back to the app with
    // unauthorized_client instead of stopping at an unknown redirect URI.
    redirect_uris: redirectUris,
    portal_cors_origins: row.cors_origins,
    portal_app_id: row.app_id,
    portal_environment: row.environment,
    portal_pkce: row.pkce === true || !confidential,
  };
};

/**
 * oidc-provider's storage on PostgreSQL. Tokens, codes and sessions are keyed by a SHA-256 of their
 * id (for opaque tokens the id is the token), and the id is not kept in the payload, so the table
 * holds nothing a caller could present. Tokens remember the client secret that obtained them and
 * are found only while that secret is alive: a reset or a revoked old secret kills them at once.
 */
export class PgOidcAdapter {
  constructor(
    private readonly model: string,
    private readonly pool: Pool,
  ) {}

  async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
    const { jti: _jti, ...withoutId } = payload;
    const stored = TOKEN_ID_MODELS.has(this.model) ? withoutId : payload;
    const secretId = TOKEN_MODELS.has(this.model) ? (oauthRequest.getStore()?.secretId ?? null) : null;
    await this.pool.query(
      `INSERT INTO oauth_store (model, id_hash, payload, client_id, secret_id, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::int IS NULL THEN NULL ELSE now() + make_interval(secs => $9::int) END)
       ON CONFLICT (model, id_hash) DO UPDATE SET payload = EXCLUDED.payload, expires_at = EXCLUDED.expires_at,
         grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid, user_code = EXCLUDED.user_code,
         client_id = EXCLUDED.client_id, secret_id = COALESCE(EXCLUDED.secret_id, oauth_store.secret_id)`,
      [
        this.model,
        hashId(id),
        JSON.stringify(stored),
        typeof payload.clientId === 'string' ? payload.clientId : null,
        secretId,
        typeof payload.grantId === 'string' ? payload.grantId : null,
        typeof payload.uid === 'string' ? payload.uid : null,
        typeof payload.userCode === 'string' ? payload.userCode : null,
        expiresIn ? Math.ceil(expiresIn) : null,
      ],
    );
  }

  async find(id: string): Promise<Record<string, unknown> | undefined> {
    if (this.model === 'Client') return this.findClient(id);
    return this.findWhere('id_hash = $2', [this.model, hashId(id)], id);
  }

  findByUid(uid: string) {
    return this.findWhere('uid = $2', [this.model, uid]);
  }

  findByUserCode(userCode: string) {
    return this.findWhere('user_code = $2', [this.model, userCode]);
  }

  async consume(id: string): Promise<void> {
    await this.pool.query('UPDATE oauth_store SET consumed_at = now() WHERE model = $1 AND id_hash = $2', [this.model, hashId(id)]);
  }

  async destroy(id: string): Promise<void> {
    await this.pool.query('DELETE FROM oauth_store WHERE model = $1 AND id_hash = $2', [this.model, hashId(id)]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.pool.query('DELETE FROM oauth_store WHERE grant_id = $1', [grantId]);
  }

  private async findWhere(condition: string, params: unknown[], id?: string): Promise<Record<string, unknown> | undefined> {
    const { rows } = await this.pool.query<{ payload: Record<string, unknown>; consumed_at: Date | null }>(
      `SELECT payload, consumed_at FROM oauth_store o
        WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now())
          AND (o.secret_id IS NULL OR EXISTS (
                SELECT 1 FROM oauth_client_secrets s
                 WHERE s.secret_id = o.secret_id AND s.revoked_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > now())))`,
      params,
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      ...row.payload,
      ...(id && TOKEN_ID_MODELS.has(this.model) ? { jti: id } : {}),
      ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
    };
  }

  private async findClient(id: string): Promise<Record<string, unknown> | undefined> {
    const { rows } = await this.pool.query<ClientRow>(
      `SELECT client_id, client_type, grant_types, redirect_uris, cors_origins, app_id, environment, pkce
         FROM oauth_clients WHERE client_id = $1 AND deleted_at IS NULL`,
      [id],
    );
    return rows[0] ? clientMetadataOf(rows[0]) : undefined;
  }
}

// Models whose stored id is their jti (opaque tokens and codes); others keep their own id fields.
const TOKEN_ID_MODELS = new Set([
  'AccessToken',
  'ClientCredentials',
  'RefreshToken',
  'AuthorizationCode',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PushedAuthorizationRequest',
  'RegistrationAccessToken',
  'InitialAccessToken',
]);

/** Checks a presented secret against the client's live hashes; remembers which one matched. */
export const compareAgainstHashes = async (
  pool: Pool,
  clientId: string,
  presented: string,
  verify: (hash: string, secret: string) => Promise<boolean>,
): Promise<boolean> => {
  const { rows } = await pool.query<{ secret_id: string; secret_hash: string }>(
    `SELECT secret_id, secret_hash FROM oauth_client_secrets
      WHERE client_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
      ORDER BY created_at DESC`,
    [clientId],
  );
  for (const row of rows) {
    if (await verify(row.secret_hash, presented)) {
      const store = oauthRequest.getStore();
      if (store) store.secretId = row.secret_id;
      return true;
    }
  }
  return false;
};
