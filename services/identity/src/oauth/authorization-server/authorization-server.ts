import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PG_POOL, PortalLogger } from '@portal/service-runtime';
import type Provider from 'oidc-provider';
import type { OidcClient } from 'oidc-provider';
import type { Pool } from 'pg';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { verifyClientSecret } from '../client-secrets';
import { compareAgainstHashes, PgOidcAdapter } from './pg-oidc.adapter';

export const OAUTH_MOUNT = '/oauth';

/** Extra client metadata keeps its snake_case name on oidc-provider's client instances. */
const corsOriginsOf = (client: OidcClient): string[] => {
  const value = client.portal_cors_origins ?? client.portalCorsOrigins;
  return Array.isArray(value) ? (value as string[]) : [];
};

/** oidc-provider's words for a grant or response type the client is not configured for. */
const NOT_ALLOWED = /^requested (grant type|response_type) is not allowed for this client$/;

interface ErrorContext {
  status: number;
  body: unknown;
  response: { get(name: string): string; set(name: string, value: string): void };
}

/**
 * RFC 6749 (§4.1.2.1, §5.2) names a grant the client may not use `unauthorized_client`; oidc-provider
 * answers `invalid_request` with a fixed description. The client's manifest decides its grant
 * (issue 10), so the answer says so, in JSON and on an error redirect alike.
 */
const unauthorizedClientErrors = async (ctx: ErrorContext, next: () => Promise<void>): Promise<void> => {
  try {
    await next();
  } catch (error) {
    // The token endpoint's errors reach the provider's outer error handler as thrown errors.
    const e = error as { message?: unknown; error?: unknown; error_description?: unknown };
    if (e && e.message === 'invalid_request' && NOT_ALLOWED.test(String(e.error_description))) {
      e.message = 'unauthorized_client';
      e.error = 'unauthorized_client';
    }
    throw error;
  }
  const body = ctx.body as { error?: unknown; error_description?: unknown } | null;
  if (body && typeof body === 'object' && body.error === 'invalid_request' && NOT_ALLOWED.test(String(body.error_description))) {
    ctx.body = { ...body, error: 'unauthorized_client' };
    return;
  }
  const location = ctx.status >= 300 && ctx.status < 400 ? ctx.response.get('location') : '';
  if (!location) return;
  const url = new URL(location, 'http://placeholder.invalid');
  if (url.searchParams.get('error') === 'invalid_request' && NOT_ALLOWED.test(url.searchParams.get('error_description') ?? '')) {
    url.searchParams.set('error', 'unauthorized_client');
    ctx.response.set('location', url.origin === 'http://placeholder.invalid' ? `${url.pathname}${url.search}` : url.toString());
  }
};

/** Seconds a platform API JWT lives: the longest a reset secret's tokens still pass the quota proxy. */
const PLATFORM_API_TOKEN_TTL = 300;

const TTL = {
  AccessToken: 3600,
  ClientCredentials: 3600,
  AuthorizationCode: 60,
  RefreshToken: 14 * 24 * 3600,
  Grant: 14 * 24 * 3600,
  Interaction: 600,
  Session: 24 * 3600,
};

/**
 * The OAuth 2.0 authorization server for the registered apps: oidc-provider (certified, maintained),
 * configured for client credentials, authorization code for confidential clients and authorization
 * code + PKCE for public ones. Built lazily on first use: oidc-provider is ESM-only, and the event
 * store's tables must exist before its keys are read.
 */
@Injectable()
export class AuthorizationServer {
  private provider: Promise<Provider> | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly logger: PortalLogger,
  ) {}

  get issuer(): string {
    return `${this.config.publicUrl}${OAUTH_MOUNT}`;
  }

  instance(): Promise<Provider> {
    this.provider ??= this.build().catch((error: unknown) => {
      this.provider = null;
      throw error;
    });
    return this.provider;
  }

  private async build(): Promise<Provider> {
    const { default: OidcProvider, errors } = (await import('oidc-provider')) as unknown as {
      default: typeof Provider;
      errors: { InvalidTarget: new () => Error };
    };
    const { InvalidTarget } = errors;
    const pool = this.pool;
    const provider = new OidcProvider(this.issuer, {
      adapter: (name: string) => new PgOidcAdapter(name, pool),
      jwks: { keys: [await this.signingKey()] },
      cookies: { keys: [this.config.oauthCookieSecret] },
      features: {
        devInteractions: { enabled: false },
        clientCredentials: { enabled: true },
        // A client learns about its own tokens only (app B must not read app A's, nor a sandbox client production
        // ones); a designated resource server (OAUTH_INTROSPECTION_CLIENTS) may introspect any.
        introspection: {
          enabled: true,
          allowedPolicy: (_ctx: unknown, client: OidcClient, token: { clientId?: string }) =>
            token.clientId === client.clientId || this.config.introspectionClients.includes(client.clientId),
        },
        revocation: { enabled: true },
        // The platform API is a resource server (RFC 8707): a token asked for with `resource=<PLATFORM_API_AUDIENCE>` is
        // an RS256 JWT the quota proxy verifies with the JWKS, no call back per request. It lives 5 minutes, since a
        // JWT outlives a secret reset; tokens without `resource` stay opaque and die with the secret at once.
        resourceIndicators: {
          enabled: true,
          defaultResource: (_ctx: unknown, _client: unknown, oneOf?: string | string[]) => oneOf,
          getResourceServerInfo: (_ctx: unknown, resource: string) => {
            if (resource !== this.config.platformApiAudience) throw new InvalidTarget();
            return {
              scope: 'platform',
              audience: resource,
              accessTokenFormat: 'jwt',
              accessTokenTTL: PLATFORM_API_TOKEN_TTL,
              jwt: { sign: { alg: 'RS256' } },
            };
          },
          useGrantedResource: () => true,
        },
      },
      // What the quota proxy needs to meter a request: the portal app and environment of the client.
      extraTokenClaims: (ctx: { oidc?: { client?: OidcClient } }, token: { resourceServer?: unknown }) => {
        const client = ctx.oidc?.client;
        if (!token.resourceServer || !client) return undefined;
        return { app_id: client.portal_app_id ?? client.portalAppId, environment: client.portal_environment ?? client.portalEnvironment };
      },
      routes: {
        authorization: '/authorize',
        token: '/token',
        jwks: '/jwks',
        introspection: '/token/introspection',
        revocation: '/token/revocation',
        userinfo: '/me',
        end_session: '/session/end',
      },
      // Advertised exactly as enabled: secrets (basic or post) for confidential clients, none for public PKCE ones;
      // no JWT client assertions (nobody registers keys or shares an HS256 secret for them).
      clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
      // No implicit or hybrid flows (OAuth 2.1): authorization code only.
      responseTypes: ['code', 'none'],
      // Public clients (no secret), and clients whose manifest asks for it, must use PKCE; S256 only
      // (oidc-provider's default method list).
      pkce: {
        required: (_ctx: unknown, client: OidcClient) =>
          client.clientAuthMethod === 'none' || client.portal_pkce === true || client.portalPkce === true,
      },
      // Browsers may call the token endpoint only from the app's allowed CORS domains.
      clientBasedCORS: (_ctx: unknown, origin: string, client: OidcClient) => corsOriginsOf(client).includes(origin),
      extraClientMetadata: { properties: ['portal_cors_origins', 'portal_app_id', 'portal_environment', 'portal_pkce'] },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${OAUTH_MOUNT}/interaction/${interaction.uid}` },
      findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub }) }),
      scopes: ['openid', 'offline_access'],
      ttl: TTL,
      // Errors reach the client as the protocol's JSON, never with internals.
      renderError: (ctx: { type: string; body: unknown }, out: Record<string, string>) => {
        ctx.type = 'json';
        ctx.body = { error: out.error, error_description: out.error_description };
      },
    });
    provider.proxy = true;
    provider.use(unauthorizedClientErrors);
    // Never the plaintext: presented secrets are checked against the argon2id hashes of the live secrets.
    provider.Client.prototype.compareClientSecret = function compareClientSecret(this: OidcClient, actual: string) {
      return compareAgainstHashes(pool, this.clientId, String(actual ?? ''), verifyClientSecret);
    };
    provider.on('server_error', (_ctx: unknown, error: unknown) =>
      this.logger.error(`oauth server_error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    );
    return provider;
  }

  /** One RSA signing key shared by every replica: from OAUTH_SIGNING_JWK, or generated once into the database. */
  private async signingKey(): Promise<Record<string, unknown>> {
    const configured = process.env.OAUTH_SIGNING_JWK;
    if (configured) return JSON.parse(configured) as Record<string, unknown>;
    const existing = await this.pool.query<{ private_jwk: Record<string, unknown> }>(
      'SELECT private_jwk FROM oauth_signing_keys ORDER BY created_at LIMIT 1',
    );
    if (existing.rows[0]) return existing.rows[0].private_jwk;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
    await this.pool.query('INSERT INTO oauth_signing_keys (kid, private_jwk) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      jwk.kid,
      JSON.stringify(jwk),
    ]);
    const { rows } = await this.pool.query<{ private_jwk: Record<string, unknown> }>(
      'SELECT private_jwk FROM oauth_signing_keys ORDER BY created_at LIMIT 1',
    );
    return rows[0]!.private_jwk;
  }
}
