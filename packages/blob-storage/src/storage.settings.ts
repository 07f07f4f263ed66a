import type { S3Settings } from './s3-storage';

export const STORAGE_DRIVERS = ['local', 's3'] as const;

export type StorageSettings = { driver: 'local'; uploadsDir: string } | ({ driver: 's3' } & S3Settings);

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

const flag = (env: Env, name: string): boolean => {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new Error(`${name}=${raw} is not a boolean (use true or false)`);
};

const endpointOf = (env: Env): string | undefined => {
  const endpoint = value(env, 'S3_ENDPOINT');
  if (endpoint === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new Error(`S3_ENDPOINT=${endpoint} is not an http(s) URL (e.g. https://minio.example.com:9000)`);
  return endpoint;
};

/**
 * The storage driver and its settings, from the environment only. Refuses (throws at start-up)
 * rather than falling back: a production pod quietly writing logos to its ephemeral disk would lose them.
 */
export function storageSettings(env: Env = process.env): StorageSettings {
  const driver = value(env, 'STORAGE_DRIVER') ?? 'local';
  if (driver === 'local') {
    const dataDir = value(env, 'DATA_DIR') ?? `${process.cwd()}/.data`;
    return { driver, uploadsDir: value(env, 'UPLOADS_DIR') ?? `${dataDir}/uploads` };
  }
  if (driver === 's3') {
    const bucket = value(env, 'S3_BUCKET');
    if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET (the bucket that holds uploaded logos)');
    const endpoint = endpointOf(env);
    return {
      driver,
      bucket,
      region: value(env, 'S3_REGION') ?? 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
      prefix: (value(env, 'S3_PREFIX') ?? '').replace(/^\/+|\/+$/g, ''),
    };
  }
  throw new Error(`STORAGE_DRIVER=${driver} is not supported; use one of: ${STORAGE_DRIVERS.join(', ')}`);
}
