import { edition, env, envBool, envInt, isProduction, secret } from '@portal/service-runtime';

/** An absolute https URL, or null (blank or anything else: a link the browser must not follow). */
export const httpsUrlOrNull = (value: string): string | null => {
  try {
    return value && new URL(value).protocol === 'https:' ? new URL(value).toString() : null;
  } catch {
    return null;
  }
};

export const gatewayConfig = () => ({
  redisUrl: env('REDIS_URL', 'redis://127.0.0.1:56379'),
  databaseUrl: env('DATABASE_URL', 'postgres://portal:portal@127.0.0.1:55432/portal_gateway'),
  kafkaBrokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
  smtpUrl: env('SMTP_URL', 'smtp://127.0.0.1:1025'),
  webDist: env('WEB_DIST', `${process.cwd()}/web/dist`),
  edition: edition(),
  sessionSecret: secret('SESSION_SECRET', 'dev-session-secret'),
  sessionIdleSeconds: envInt('SESSION_IDLE_SECONDS', 8 * 3600),
  sessionAbsoluteSeconds: envInt('SESSION_ABSOLUTE_SECONDS', 7 * 24 * 3600),
  /** Where browsers reach the portal (links in feeds). */
  publicUrl: env('PUBLIC_URL', 'http://localhost:8080'),
  /** Origins whose pages may send state-changing API requests besides the host itself: the public URL and ALLOWED_ORIGINS. */
  allowedOrigins: [env('PUBLIC_URL', 'http://localhost:8080'), ...env('ALLOWED_ORIGINS', '').split(',')]
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin),
  secureCookies: isProduction() || env('PUBLIC_URL', 'http://localhost:8080').startsWith('https://'),
  signInLimits: {
    perAccount: envInt('SIGN_IN_MAX_FAILURES_PER_ACCOUNT', 5),
    perIp: envInt('SIGN_IN_MAX_FAILURES_PER_IP', 30),
    windowSeconds: envInt('SIGN_IN_FAILURE_WINDOW_SECONDS', 900),
  },
  /**
   * Sign-up attempts (successful or not) per address signed up and per caller address, in an hour. The
   * address limit is generous outside production, where every test and the fuzzer sign up from 127.0.0.1.
   */
  signUpLimits: {
    perAccount: { perWindow: envInt('SIGN_UP_MAX_PER_ACCOUNT', 5), windowSeconds: 3600 },
    perIp: { perWindow: envInt('SIGN_UP_MAX_PER_IP', isProduction() ? 20 : 100_000), windowSeconds: 3600 },
  },
  /**
   * Password reset e-mails per address asked for and per caller, in an hour (a mailbox must not be flooded);
   * password changes per account in 15 minutes (a borrowed session must not test passwords freely).
   */
  passwordLimits: {
    resetPerAccount: { perWindow: envInt('PASSWORD_RESET_MAX_PER_ACCOUNT', 5), windowSeconds: 3600 },
    resetPerIp: { perWindow: envInt('PASSWORD_RESET_MAX_PER_IP', isProduction() ? 20 : 100_000), windowSeconds: 3600 },
    changePerAccount: { perWindow: envInt('PASSWORD_CHANGE_MAX_PER_ACCOUNT', 10), windowSeconds: 900 },
  },
  /** Requests to change the sign-in address per account (each mails a link to the address typed, and checks a password). */
  emailChangePerAccount: { perWindow: envInt('EMAIL_CHANGE_MAX_PER_ACCOUNT', 5), windowSeconds: 3600 },
  /** Failed client authentications at the token endpoints, per client id and caller IP. */
  oauthClientLimits: {
    perClientAndIp: envInt('OAUTH_CLIENT_MAX_FAILURES', 10),
    windowSeconds: envInt('OAUTH_CLIENT_FAILURE_WINDOW_SECONDS', 900),
  },
  services: {
    identity: env('IDENTITY_URL', 'http://127.0.0.1:4001'),
    projection: env('PROJECTION_URL', 'http://127.0.0.1:4002'),
    apps: env('APPS_URL', 'http://127.0.0.1:4003'),
    notifications: env('NOTIFICATIONS_URL', 'http://127.0.0.1:4005'),
    metrics: env('METRICS_URL', 'http://127.0.0.1:4006'),
    quota: env('QUOTA_PROXY_URL', 'http://127.0.0.1:4007'),
    marketplace: env('MARKETPLACE_URL', 'http://127.0.0.1:4004'),
  },
  /**
   * The partner gate's two external forms (spec 3 §1): listing activation for current partners and the
   * partner program for the others. Unset, a card names the step without a link (never a made-up address).
   */
  partnerForms: {
    activationUrl: httpsUrlOrNull(env('PARTNER_ACTIVATION_FORM_URL', '')),
    programUrl: httpsUrlOrNull(env('PARTNER_PROGRAM_FORM_URL', '')),
  },
  /** The spec's global api-usage flag (shows every app's Metrics tab); on by default outside production. */
  apiUsageEnabled: envBool('API_USAGE_ENABLED', !isProduction()),
  /** Tracking events (POST /api/v1/analytics) per session. */
  analyticsLimit: {
    perWindow: envInt('ANALYTICS_MAX_EVENTS_PER_MINUTE', 120),
    windowSeconds: 60,
  },
  /**
   * Requests for information (create-lead listings) per user in an hour, every request counted: each one that makes a
   * lead reaches a provider's sales team, so a script must not fill their CRM.
   */
  leadLimit: {
    perWindow: envInt('LEAD_REQUESTS_PER_HOUR', 10),
    windowSeconds: 3600,
  },
  /** Crash reports (POST /api/v1/client_errors) per client address; a crash loop must not flood the log. */
  clientErrorLimit: {
    perWindow: envInt('CLIENT_ERRORS_PER_MINUTE', 30),
    windowSeconds: 60,
  },
});

export type GatewayConfig = ReturnType<typeof gatewayConfig>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
