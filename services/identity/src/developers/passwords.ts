import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: 2 /* Argon2id; the enum is an ambient const enum */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verifying against a throwaway hash keeps "no such account" as slow as "wrong password". */
let decoy: Promise<string> | null = null;
export const burnVerification = async (password: string): Promise<void> => {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoy, password);
};
