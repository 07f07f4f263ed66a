import { env, envInt, secret } from '@portal/service-runtime';

export const usageConfig = () => ({
  appsUrl: env('APPS_URL', 'http://127.0.0.1:4003'),
  identityUrl: env('IDENTITY_URL', 'http://127.0.0.1:4001'),
  quotaUrl: env('QUOTA_PROXY_URL', 'http://127.0.0.1:4007'),
  redisUrl: env('REDIS_URL', 'redis://127.0.0.1:56379'),
  publicUrl: env('PUBLIC_URL', 'http://localhost:8080').replace(/\/$/, ''),
  /** After a report was e-mailed, the same person waits this long before asking for another one for the app. */
  cooldownSeconds: envInt('API_USAGE_REPORT_COOLDOWN_SECONDS', 600),
  /** The download link in the e-mail stops working after this long. */
  linkDays: envInt('API_USAGE_REPORT_LINK_DAYS', 7),
  /** Signs the download links (domain-separated from the other links signed with the same secret). */
  linkSecret: `api-usage-report:${secret('CONFIRMATION_SECRET', 'dev-confirmation-secret')}`,
});

export type UsageConfig = ReturnType<typeof usageConfig>;
export const USAGE_CONFIG = Symbol('USAGE_CONFIG');
