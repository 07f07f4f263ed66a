import { env, envBool, envInt } from '@portal/service-runtime';
import { configuredServers } from './servers';

export type FailurePolicy = 'open' | 'closed';

export const quotaConfig = () => ({
  servers: configuredServers(),
  redisUrl: env('QUOTA_REDIS_URL', env('REDIS_URL', 'redis://127.0.0.1:56379')),
  /** The platform API the proxy forwards allowed requests to; locally the reference upstream it starts itself. */
  upstreamUrl: env('PLATFORM_API_URL', ''),
  referenceUpstreamPort: envInt('REFERENCE_UPSTREAM_PORT', 4008),
  /** The OAuth issuer whose JWKS signs platform API tokens, and the audience they must name. */
  issuer: env('OAUTH_ISSUER', `${env('PUBLIC_URL', 'http://localhost:8080').replace(/\/$/, '')}/oauth`),
  jwksUrl: env('OAUTH_JWKS_URL', `${env('PUBLIC_URL', 'http://localhost:8080').replace(/\/$/, '')}/oauth/jwks`),
  audience: env('PLATFORM_API_AUDIENCE', 'urn:platform:api'),
  /** When Redis cannot answer: `open` forwards unmetered and alerts (default), `closed` refuses with 503. */
  failurePolicy: (env('QUOTA_FAILURE_POLICY', 'open') === 'closed' ? 'closed' : 'open') as FailurePolicy,
  /** A quota check waits at most this long for Redis before the failure policy applies. */
  redisTimeoutMs: envInt('QUOTA_REDIS_TIMEOUT_MS', 500),
  /** Off only for the benchmark's baseline: the same proxy without the quota check. */
  enforcement: envBool('QUOTA_ENFORCEMENT', true),
  /** `redis` (exact across processes); `memory` only to measure the per-process overshoot it avoids. */
  limiter: (env('QUOTA_LIMITER', 'redis') === 'memory' ? 'memory' : 'redis') as 'redis' | 'memory',
  /** Adds `Quota-Window` (the window each admitted request counted in) for the exactness test and benchmark. */
  debugHeaders: envBool('QUOTA_DEBUG_HEADERS', false),
  /** A finished minute is written as a usage event once every proxy flushed it: this long after its end. */
  usageSettleMs: envInt('QUOTA_USAGE_SETTLE_MS', 10_000),
  usageFlushMs: envInt('QUOTA_USAGE_FLUSH_MS', 5_000),
});

export type QuotaConfig = ReturnType<typeof quotaConfig>;
export const QUOTA_CONFIG = Symbol('QUOTA_CONFIG');
