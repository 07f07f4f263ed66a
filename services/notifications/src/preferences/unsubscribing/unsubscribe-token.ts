import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'unsubscribe:critical_emails';

/**
 * A stateless, signed unsubscribe token naming the developer and its purpose: nothing is stored,
 * nothing secret reaches an event, and it does not expire, because unsubscribe links in old
 * e-mails must keep working. It can only ever turn critical e-mails off.
 */
export const signUnsubscribeToken = (developerId: string, secret: string): string => {
  const payload = Buffer.from(JSON.stringify([developerId, PURPOSE])).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
};

export const verifyUnsubscribeToken = (token: string, secret: string): { developerId: string } | null => {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [developerId, purpose] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof developerId !== 'string' || purpose !== PURPOSE) return null;
    return { developerId };
  } catch {
    return null;
  }
};

const mac = (payload: string, secret: string): string => createHmac('sha256', secret).update(payload).digest('base64url');
