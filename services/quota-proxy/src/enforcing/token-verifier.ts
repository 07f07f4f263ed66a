import { createPublicKey, verify, type KeyObject } from 'node:crypto';

export interface PlatformClaims {
  /** The OAuth client (the bucket's domain). */
  clientId: string;
  /** Who the token acts for: a user, or the client itself for client credentials. */
  subject: string;
  appId: string | null;
  environment: string | null;
  expiresAt: number;
}

export class InvalidTokenError extends Error {}

interface VerifierOptions {
  issuer: string;
  audience: string;
  jwksUrl: string;
  fetchJwks?: (url: string) => Promise<{ keys: (Record<string, unknown> & { kid?: string })[] }>;
  /** Verified tokens kept (by value) until they expire; a hot client costs one map lookup. */
  maxCached?: number;
}

const JWKS_REFRESH_MIN_MS = 30_000;
const decodePart = (part: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Verifies platform API access tokens: RS256 JWTs from our OAuth server (`at+jwt`), checked against
 * its JWKS (fetched once, again only for an unknown key id, at most every 30 s), issuer, audience
 * and expiry. No call back per request.
 */
export class TokenVerifier {
  private keys = new Map<string, KeyObject>();
  private lastFetch = 0;
  private fetching: Promise<void> | null = null;
  private readonly verified = new Map<string, PlatformClaims>();
  private readonly maxCached: number;

  constructor(private readonly options: VerifierOptions) {
    this.maxCached = options.maxCached ?? 50_000;
  }

  /** The claims of a valid token; `InvalidTokenError` otherwise. Synchronous when the token was seen before. */
  claimsOf(token: string, now = Date.now()): PlatformClaims | Promise<PlatformClaims> {
    const known = this.verified.get(token);
    if (known && known.expiresAt * 1000 > now) return known;
    if (known) this.verified.delete(token);
    return this.verify(token, now);
  }

  private async verify(token: string, now: number): Promise<PlatformClaims> {
    const parts = token.split('.');
    if (parts.length !== 3)
      throw new InvalidTokenError('The access token is not a platform API token (ask for resource=' + this.options.audience + ')');
    let header: Record<string, unknown>;
    let payload: Record<string, unknown>;
    try {
      header = decodePart(parts[0]!);
      payload = decodePart(parts[1]!);
    } catch {
      throw new InvalidTokenError('The access token is malformed');
    }
    if (header.alg !== 'RS256') throw new InvalidTokenError('The access token is not signed with RS256');
    const key = await this.keyFor(String(header.kid ?? ''));
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
    if (!verify('RSA-SHA256', signed, key, Buffer.from(parts[2]!, 'base64url')))
      throw new InvalidTokenError('The access token signature is invalid');
    if (payload.iss !== this.options.issuer) throw new InvalidTokenError('The access token was issued by someone else');
    const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audience.includes(this.options.audience)) throw new InvalidTokenError('The access token is not for the platform API');
    const exp = Number(payload.exp);
    if (!Number.isFinite(exp) || exp * 1000 <= now) throw new InvalidTokenError('The access token expired');
    const clientId = typeof payload.client_id === 'string' ? payload.client_id : '';
    if (!clientId) throw new InvalidTokenError('The access token names no client');
    const claims: PlatformClaims = {
      clientId,
      subject: typeof payload.sub === 'string' ? payload.sub : clientId,
      appId: typeof payload.app_id === 'string' ? payload.app_id : null,
      environment: typeof payload.environment === 'string' ? payload.environment : null,
      expiresAt: exp,
    };
    if (this.verified.size >= this.maxCached) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return claims;
  }

  private async keyFor(kid: string): Promise<KeyObject> {
    const known = this.keys.get(kid);
    if (known) return known;
    if (Date.now() - this.lastFetch > JWKS_REFRESH_MIN_MS || this.keys.size === 0) await this.refresh();
    const fetched = this.keys.get(kid);
    if (!fetched) throw new InvalidTokenError('The access token was signed with an unknown key');
    return fetched;
  }

  private refresh(): Promise<void> {
    this.fetching ??= (async () => {
      try {
        const fetchJwks =
          this.options.fetchJwks ??
          (async (url: string) => {
            const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
            if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
            return (await response.json()) as { keys: (Record<string, unknown> & { kid?: string })[] };
          });
        const { keys } = await fetchJwks(this.options.jwksUrl);
        const next = new Map<string, KeyObject>();
        for (const jwk of keys) if (jwk.kid) next.set(jwk.kid, createPublicKey({ key: jwk as never, format: 'jwk' }));
        this.keys = next;
        this.lastFetch = Date.now();
      } finally {
        this.fetching = null;
      }
    })();
    return this.fetching;
  }
}
