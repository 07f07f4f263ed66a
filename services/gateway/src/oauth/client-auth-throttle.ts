import { createHash } from 'node:crypto';
import type IORedis from 'ioredis';
import type { GatewayConfig } from '../core/gateway.config';

/** The endpoints where a client authenticates with its secret (token, introspection, revocation, pushed authorization requests): one throttle. */
export const CLIENT_AUTH_PATHS = ['/oauth/token', '/oauth/token/introspection', '/oauth/token/revocation', '/oauth/request'];

/** Token requests are a few hundred bytes; a larger body is refused before it is read further. */
export const CLIENT_AUTH_BODY_LIMIT = 64 * 1024;

export const isClientAuthRequest = (method: string, url: string): boolean =>
  method === 'POST' && CLIENT_AUTH_PATHS.includes(url.split('?')[0] ?? '');

/**
 * The client a token request names: HTTP Basic (client_secret_basic, ids are form-encoded there
 * per RFC 6749 §2.3.1) or the `client_id` form field (client_secret_post, public clients).
 */
export const clientIdOf = (authorization: string | undefined, body: string): string | null => {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      try {
        return decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      } catch {
        return decoded.slice(0, colon);
      }
    }
  }
  const field = new URLSearchParams(body).get('client_id');
  return field && field.length > 0 ? field : null;
};

/** Answered instead of identity's once the limit is reached: an OAuth error body (RFC 6749 §5.2 shape). */
export const throttledAnswer = (retryAfterSeconds: number) => ({
  error: 'invalid_client',
  error_description: `Too many failed client authentications. Try again in ${retryAfterSeconds} seconds.`,
});

/**
 * Counts failed client authentications (identity answered 401) per client and caller IP in a fixed
 * window; at the limit the gateway answers 429 without asking identity. Secrets are high-entropy,
 * so this is about noise and abuse rather than guessing; keying by client *and* IP means nobody can
 * lock a real integration out from elsewhere.
 */
export class ClientAuthThrottle {
  constructor(
    private readonly redis: IORedis,
    private readonly limits: GatewayConfig['oauthClientLimits'],
  ) {}

  /** Seconds to wait, or 0 when the caller may try. */
  async retryAfter(clientId: string, ip: string): Promise<number> {
    const key = this.key(clientId, ip);
    const count = Number(await this.redis.get(key));
    if (count < this.limits.perClientAndIp) return 0;
    return Math.max(1, await this.redis.ttl(key));
  }

  async recordFailure(clientId: string, ip: string): Promise<void> {
    const key = this.key(clientId, ip);
    await this.redis.multi().incr(key).expire(key, this.limits.windowSeconds, 'NX').exec();
  }

  private key(clientId: string, ip: string): string {
    return `portal:oauth-client-failures:${createHash('sha256').update(`${clientId}\n${ip}`).digest('hex')}`;
  }
}
