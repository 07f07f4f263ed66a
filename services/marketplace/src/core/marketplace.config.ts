import { env, envBool } from '@portal/service-runtime';

export const marketplaceConfig = () => ({
  appsUrl: env('APPS_URL', 'http://127.0.0.1:4003'),
  projectionUrl: env('PROJECTION_URL', 'http://127.0.0.1:4002'),
  /** A lead's requester as identity has them now (name, sign-in address): the read model may lag a new account. */
  identityUrl: env('IDENTITY_URL', 'http://127.0.0.1:4001'),
  /** Which visitors already viewed a listing today (visits count once per visitor and day). */
  redisUrl: env('REDIS_URL', 'redis://127.0.0.1:56379'),
  restricted: env('PORTAL_EDITION', 'standard') === 'restricted',
  /** The spec's security_and_compliance_enabled flag: the Security tab and its questionnaire. */
  securityEnabled: envBool('SECURITY_AND_COMPLIANCE_ENABLED', true),
});

export type MarketplaceConfig = ReturnType<typeof marketplaceConfig>;
export const MARKETPLACE_CONFIG = Symbol('MARKETPLACE_CONFIG');
