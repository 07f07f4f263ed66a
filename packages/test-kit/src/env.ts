/** Where the servers are; `npm test` exports these, the defaults match `npm start`. */
export const testEnv = {
  gatewayUrl: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080',
  /** The address users know the portal by: security keys are bound to its host name and origin. */
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8080',
  identityUrl: process.env.IDENTITY_URL ?? 'http://127.0.0.1:4001',
  projectionUrl: process.env.PROJECTION_URL ?? 'http://127.0.0.1:4002',
  /** The quota proxy: its platform API route is public, `/platform/{server}/...`. */
  quotaProxyUrl: process.env.QUOTA_PROXY_URL ?? 'http://127.0.0.1:4007',
  mailApiUrl: process.env.MAIL_API_URL ?? 'http://127.0.0.1:8025',
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:57017/portal',
  kafkaBrokers: process.env.KAFKA_BROKERS ?? '127.0.0.1:59092',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:56379',
  /** The local S3 server (infra/s3); path style because its buckets are not DNS names. */
  s3: {
    endpoint: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:59000',
    bucket: process.env.S3_BUCKET ?? 'portal-local',
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE ?? 'true',
  },
  postgresUrl: (database: string): string => {
    const base =
      process.env.IDENTITY_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://portal:portal@127.0.0.1:55432/portal_identity';
    const url = new URL(base);
    url.pathname = `/${database}`;
    return url.toString();
  },
  internalToken: process.env.INTERNAL_TOKEN ?? 'dev-internal-token',
};

let counter = 0;
/** Unique per process and call, so tests running in parallel never share data. */
export const uniqueId = (prefix = 't'): string =>
  `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const uniqueEmail = (prefix = 'dev'): string => `${uniqueId(prefix)}@example.com`;

export const STRONG_PASSWORD = 'Str0ng!password';
