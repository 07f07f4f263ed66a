import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: read off paper without doubt. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const group = (): string => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten codes shaped `xxxxx-xxxxx` (about 49 bits each): shown once, kept only as hashes. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);

/** As typed: case, spaces and hyphens do not matter. */
export const normalizeRecoveryCode = (input: string): string => input.toLowerCase().replace(/[\s-]/g, '');

/** Random codes of this length need no slow hash: a plain digest cannot be reversed in any useful time. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

export const looksLikeRecoveryCode = (input: string): boolean => /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(input));
