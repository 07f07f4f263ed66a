/** Reads configuration from the environment; production refuses to run on development defaults. */
export const isProduction = (): boolean => process.env.NODE_ENV === 'production';

export const env = (name: string, fallback?: string): string => {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Missing required environment variable ${name}`);
};

export const envInt = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`Environment variable ${name} must be a number, got "${raw}"`);
  return value;
};

export const envBool = (name: string, fallback: boolean): boolean => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
};

/** A secret with a development default that must be overridden in production. */
export const secret = (name: string, developmentDefault: string): string => {
  const value = process.env[name];
  if (isProduction() && (!value || value === developmentDefault)) {
    throw new Error(`Refusing to start in production with the default ${name}: set it to a strong secret`);
  }
  return value && value !== '' ? value : developmentDefault;
};

export const INTERNAL_TOKEN_DEFAULT = 'dev-internal-token';
export const internalToken = (): string => secret('INTERNAL_TOKEN', INTERNAL_TOKEN_DEFAULT);

export type Edition = 'standard' | 'restricted';
export const edition = (): Edition => (env('PORTAL_EDITION', 'standard') === 'restricted' ? 'restricted' : 'standard');
