import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the authenticator secrets at rest: unlike a password, the secret must be read back to check a
 * code, so it is encrypted (a database dump alone does not yield codes), with the key from configuration.
 */
const VERSION = 'v1';

const keyOf = (configured: string): Buffer => createHash('sha256').update(`second-factor:${configured}`).digest();

export const seal = (configuredKey: string, plain: Buffer): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(configuredKey), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
};

/** The plain bytes, or null for a value sealed with another key or tampered with. */
export const open = (configuredKey: string, sealed: string): Buffer | null => {
  const [version, payload] = sealed.split(':');
  if (version !== VERSION || !payload) return null;
  const bytes = Buffer.from(payload, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(configuredKey), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  } catch {
    return null;
  }
};
