import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// The same argon2id baseline as passwords (OWASP: 19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** 256 random bits, base64url: what the developer copies once and we never see again. */
export const generateClientSecret = (): string => randomBytes(32).toString('base64url');

export const hashClientSecret = (secret: string): Promise<string> => hash(secret, OPTIONS);

export const verifyClientSecret = async (secretHash: string, secret: string): Promise<boolean> => {
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
};
