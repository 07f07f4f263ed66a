import { createHmac, timingSafeEqual } from 'node:crypto';

export interface InvitationClaims {
  invitationId: string;
  appId: string;
  email: string;
  expiresAt: number;
}

export const INVITATION_TTL_MS = 14 * 24 * 3600 * 1000;

/**
 * A stateless, signed invitation token: nothing stored, never in an event, a read model or a log.
 * Cancelling the invitation kills the link because acceptance also needs a pending invitation.
 */
export const signInvitationToken = (claims: InvitationClaims, secret: string): string => {
  const payload = Buffer.from(JSON.stringify([claims.invitationId, claims.appId, claims.email.toLowerCase(), claims.expiresAt])).toString(
    'base64url',
  );
  return `${payload}.${mac(payload, secret)}`;
};

export const verifyInvitationToken = (token: string, secret: string, now: number): InvitationClaims | null => {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [invitationId, appId, email, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [
      string,
      string,
      string,
      number,
    ];
    if (typeof invitationId !== 'string' || typeof appId !== 'string' || typeof email !== 'string' || typeof expiresAt !== 'number') {
      return null;
    }
    if (expiresAt < now) return null;
    return { invitationId, appId, email, expiresAt };
  } catch {
    return null;
  }
};

const mac = (payload: string, secret: string): string => createHmac('sha256', secret).update(payload).digest('base64url');
