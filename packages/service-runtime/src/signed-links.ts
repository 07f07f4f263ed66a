import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims a link carries, plus when it stops working (`null`: never, e.g. unsubscribe links). */
export type LinkClaims<Field extends string> = Record<Field, string> & { expiresAt: number | null };

export interface SignedLinks<Field extends string> {
  sign(claims: Record<Field, string>, secret: string, expiresAt: number | null): string;
  /** The claims, or null for a forged, tampered, expired or other-purpose token. */
  verify(token: string, secret: string, now: number): LinkClaims<Field> | null;
}

/**
 * Stateless, signed link tokens (`payload.signature`, both base64url, HMAC-SHA256): nothing is
 * stored, so no token ever sits in an event, a read model or a log. The purpose is signed with
 * the claims, so a token minted for one kind of link is refused by every other kind, even where
 * two links happen to share a secret. The payload is `[...claims, purpose]`, plus the expiry when
 * there is one: the unsubscribe links e-mailed before this helper existed had exactly that shape,
 * and they must keep working.
 */
export const signedLinks = <Field extends string>(purpose: string, fields: readonly Field[]): SignedLinks<Field> => ({
  sign(claims, secret, expiresAt) {
    const values = [...fields.map((field) => claims[field]), purpose, ...(expiresAt === null ? [] : [expiresAt])];
    const payload = Buffer.from(JSON.stringify(values)).toString('base64url');
    return `${payload}.${mac(payload, secret)}`;
  },

  verify(token, secret, now) {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(mac(payload, secret));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const decoded = parse(payload);
    if (!decoded || decoded.length < fields.length + 1 || decoded.length > fields.length + 2) return null;
    const values = decoded.slice(0, fields.length);
    const [signedPurpose, expiresAt = null] = decoded.slice(fields.length);
    if (signedPurpose !== purpose || !(expiresAt === null || typeof expiresAt === 'number')) return null;
    if (expiresAt !== null && expiresAt < now) return null;
    if (!values.every((value): value is string => typeof value === 'string')) return null;
    const claims = Object.fromEntries(fields.map((field, i) => [field, values[i]])) as Record<Field, string>;
    return { ...claims, expiresAt };
  },
});

const mac = (payload: string, secret: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

const parse = (payload: string): unknown[] | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return Array.isArray(value) ? (value as unknown[]) : null;
  } catch {
    return null;
  }
};
