import { edition, env, envBool, envInt, isProduction, secret } from '@portal/service-runtime';
import { storageSettings } from '@portal/blob-storage';

export const appsConfig = () => ({
  publicUrl: env('PUBLIC_URL', 'http://localhost:8080').replace(/\/$/, ''),
  /** Signs invitation links (domain-separated from identity's confirmation links). */
  invitationSecret: `invitation:${secret('CONFIRMATION_SECRET', 'dev-confirmation-secret')}`,
  redisUrl: env('REDIS_URL', 'redis://127.0.0.1:56379'),
  smtpUrl: env('SMTP_URL', 'smtp://127.0.0.1:1025'),
  mailFrom: env('MAIL_FROM', 'Developer Portal <no-reply@portal.example.com>'),
  supportEmail: env('SUPPORT_EMAIL', 'support@portal.example.com'),
  identityUrl: env('IDENTITY_URL', 'http://127.0.0.1:4001'),
  /** The quota service: the history of the rate limits set for an app's clients (admins' Activity). */
  quotaUrl: env('QUOTA_PROXY_URL', 'http://127.0.0.1:4007'),
  /** The marketplace service: the history of an app's listing (Activity). */
  marketplaceUrl: env('MARKETPLACE_URL', 'http://127.0.0.1:4004'),
  edition: edition(),
  marketplaceSelfService: envBool('MARKETPLACE_SELF_SERVICE_ENABLED', false),
  sandbox: {
    buildSeconds: envInt('SANDBOX_BUILD_SECONDS', isProduction() ? 600 : 5),
    forceFailure: envBool('SANDBOX_FORCE_FAILURE', false),
    /** Outside production an app whose name contains this marker fails its build (parallel-safe test hook). */
    failureMarker: isProduction() ? null : '[sandbox-failure]',
    /** Outside production an app whose name contains this marker waits `slowBuildSeconds` (test hook: pending and busy cards). */
    slowMarker: isProduction() ? null : '[sandbox-slow]',
    slowBuildSeconds: 30,
    busyThreshold: envInt('SANDBOX_BUSY_THRESHOLD', 25),
    baseUrl: env('SANDBOX_BASE_URL', 'https://sandbox.portal.example.com'),
  },
  /** Refuses to start on an unknown driver or an incomplete S3 configuration. */
  storage: storageSettings(),
  logoMaxBytes: envInt('LOGO_MAX_BYTES', 2 * 1024 * 1024),
});

export type AppsConfig = ReturnType<typeof appsConfig>;
export const APPS_CONFIG = Symbol('APPS_CONFIG');
