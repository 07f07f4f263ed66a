import { createHmac } from 'node:crypto';
import { signedLinks } from './signed-links';

const invitations = signedLinks('test.accept_invitation', ['invitationId', 'email']);
const unsubscribes = signedLinks('test.unsubscribe', ['developerId']);

describe('signed link tokens', () => {
  it('round-trips the claims and the expiry, in base64url', () => {
    const token = invitations.sign({ invitationId: 'i1', email: 'ada@example.com' }, 's3cret', 2_000);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(invitations.verify(token, 's3cret', 1_000)).toEqual({ invitationId: 'i1', email: 'ada@example.com', expiresAt: 2_000 });
  });

  it('refuses another secret, tampering, extra parts and garbage', () => {
    const token = invitations.sign({ invitationId: 'i1', email: 'ada@example.com' }, 's3cret', 2_000);
    const [payload, signature] = token.split('.') as [string, string];
    expect(invitations.verify(token, 'other', 1_000)).toBeNull();
    expect(invitations.verify(`x${token}`, 's3cret', 1_000)).toBeNull();
    expect(invitations.verify(`${payload}.${signature.slice(0, -1)}A`, 's3cret', 1_000)).toBeNull();
    expect(invitations.verify(`${token}.x`, 's3cret', 1_000)).toBeNull();
    expect(invitations.verify('garbage', 's3cret', 1_000)).toBeNull();
    expect(invitations.verify('', 's3cret', 1_000)).toBeNull();
  });

  it('refuses an expired token and keeps one without expiry forever', () => {
    const expiring = invitations.sign({ invitationId: 'i1', email: 'ada@example.com' }, 's3cret', 2_000);
    expect(invitations.verify(expiring, 's3cret', 2_001)).toBeNull();
    const forever = unsubscribes.sign({ developerId: 'd1' }, 's3cret', null);
    expect(unsubscribes.verify(forever, 's3cret', Number.MAX_SAFE_INTEGER)).toEqual({ developerId: 'd1', expiresAt: null });
  });

  it('refuses a token minted for another purpose, even with the same secret and claim names', () => {
    const otherPurpose = signedLinks('test.confirm_email', ['invitationId', 'email']);
    const token = otherPurpose.sign({ invitationId: 'i1', email: 'ada@example.com' }, 's3cret', 2_000);
    expect(invitations.verify(token, 's3cret', 1_000)).toBeNull();
    expect(unsubscribes.verify(invitations.sign({ invitationId: 'd1', email: 'x' }, 's3cret', null), 's3cret', 0)).toBeNull();
  });

  it('refuses a correctly signed payload of the wrong shape', () => {
    const signed = (value: unknown) => {
      const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${payload}.${createHmac('sha256', 's3cret').update(payload).digest('base64url')}`;
    };
    expect(unsubscribes.verify(signed([42, 'test.unsubscribe']), 's3cret', 0)).toBeNull();
    expect(unsubscribes.verify(signed(['d1', 'test.unsubscribe', 'soon']), 's3cret', 0)).toBeNull();
    expect(unsubscribes.verify(signed(['d1', 'test.unsubscribe', 5, 6]), 's3cret', 0)).toBeNull();
    expect(unsubscribes.verify(signed({ developerId: 'd1' }), 's3cret', 0)).toBeNull();
    // The shape unsubscribe links had before this helper: [developerId, purpose].
    expect(unsubscribes.verify(signed(['d1', 'test.unsubscribe']), 's3cret', 0)).toEqual({ developerId: 'd1', expiresAt: null });
  });
});
