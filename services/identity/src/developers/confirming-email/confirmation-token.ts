import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ConfirmationClaims {
  developerId: string;
  email: string;
  expiresAt: number;
}

export const CONFIRMATION_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * A stateless, signed confirmation token: nothing to store, so no token ever sits in the event
 * store or a read model, and a changed address makes older links useless.
 */
export const signConfirmationToken = (claims: ConfirmationClaims, secret: string): string => {
  const payload = Buffer.from(JSON.stringify([claims.developerId, claims.email.toLowerCase(), claims.expiresAt])).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
};

export const verifyConfirmationToken = (token: string, secret: string, now: number): ConfirmationClaims | null => {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [developerId, email, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [string, string, number];
    if (typeof developerId !== 'string' || typeof email !== 'string' || typeof expiresAt !== 'number') return null;
    if (expiresAt < now) return null;
    return { developerId, email, expiresAt };
  } catch {
    return null;
  }
};

const mac = (payload: string, secret: string): string => createHmac('sha256', secret).update(payload).digest('base64url');
