// Paths and ports shared by every module. Ports come from the environment so a
// second checkout (or a system service) on the defaults does not clash.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA = path.join(ROOT, '.data');
export const CACHE = path.join(ROOT, '.cache');
export const LOGS = path.join(DATA, 'logs');
export const RUN = path.join(DATA, 'run');

function port(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${name}=${raw} is not a TCP port`);
  return n;
}

export const ports = {
  postgres: port('PG_PORT', 55432),
  redis: port('REDIS_PORT', 56379),
  kafka: port('KAFKA_PORT', 59092),
  kafkaController: port('KAFKA_CONTROLLER_PORT', 59093),
  mongo: port('MONGO_PORT', 57017),
  smtp: port('SMTP_PORT', 1025),
  mailHttp: port('MAIL_HTTP_PORT', 8025),
  s3: port('S3_PORT', 59000),
};

export const servicePort = (name, fallback) => port(`${name.toUpperCase().replace(/-/g, '_')}_PORT`, fallback);

/** The bucket the local S3 server creates at start (tests and STORAGE_DRIVER=s3 runs use it). */
export const S3_BUCKET = process.env.S3_BUCKET || 'portal-local';

export const DEMO_PASSWORD = process.env.PORTAL_DEMO_PASSWORD || 'Portal-demo-1!';
export const PUBLIC_URL = process.env.PUBLIC_URL || `http://localhost:${servicePort('gateway', 8080)}`;
