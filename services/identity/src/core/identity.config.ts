import { env, secret } from '@portal/service-runtime';

export const identityConfig = () => ({
  publicUrl: env('PUBLIC_URL', 'http://localhost:8080').replace(/\/$/, ''),
  confirmationSecret: secret('CONFIRMATION_SECRET', 'dev-confirmation-secret'),
  oauthCookieSecret: secret('OAUTH_COOKIE_SECRET', 'dev-oauth-cookie-secret'),
  /** Encrypts authenticator secrets at rest (AES-256-GCM); they must be readable to check a code, unlike passwords. */
  secondFactorKey: secret('SECOND_FACTOR_KEY', 'dev-second-factor-key'),
  /** The name authenticator apps show beside the account. */
  authenticatorIssuer: env('AUTHENTICATOR_ISSUER', 'Developer Portal'),
  redisUrl: env('REDIS_URL', 'redis://127.0.0.1:56379'),
  smtpUrl: env('SMTP_URL', 'smtp://127.0.0.1:1025'),
  mailFrom: env('MAIL_FROM', 'Developer Portal <no-reply@portal.example.com>'),
  kafkaBrokers: env('KAFKA_BROKERS', '127.0.0.1:59092'),
  /**
   * The platform API as an OAuth resource (RFC 8707): tokens asked for it are JWTs the quota proxy verifies against
   * the JWKS without a call back here.
   */
  platformApiAudience: env('PLATFORM_API_AUDIENCE', 'urn:platform:api'),
  /** Clients (e.g. the platform API's resource server) that may introspect any token; everyone else only its own. */
  introspectionClients: env('OAUTH_INTROSPECTION_CLIENTS', '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean),
});

export type IdentityConfig = ReturnType<typeof identityConfig>;
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
