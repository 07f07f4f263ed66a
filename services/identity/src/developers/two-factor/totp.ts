import { createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as every authenticator app implements it: HMAC-SHA1, 30-second steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
/** One step either side of now: a code typed as it rolls over, or a phone clock a little off, still works. */
const DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const base32Encode = (bytes: Buffer): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
};

export const base32Decode = (text: string): Buffer => {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

export const stepAt = (unixMs: number): number => Math.floor(unixMs / 1000 / TOTP_STEP_SECONDS);

/** The code for one time step (RFC 4226's dynamic truncation). */
export const codeForStep = (secret: Buffer, step: number): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', secret).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
};

/** Six digits as typed (spaces allowed), or null. */
export const totpCodeOf = (input: string): string | null => {
  const digits = input.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

/**
 * The step a code matches within the drift window, later than `lastUsedStep` (a code works once: one seen on the
 * wire cannot be replayed), or null.
 */
export const matchingStep = (secret: Buffer, code: string, nowMs: number, lastUsedStep: number | null): number | null => {
  const now = stepAt(nowMs);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step += 1) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(codeForStep(secret, step)), Buffer.from(code))) return step;
  }
  return null;
};

export const otpauthUri = (secret: string, account: string, issuer: string): string =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}` +
  `&algorithm=SHA1&digits=${DIGITS}&period=${TOTP_STEP_SECONDS}`;
