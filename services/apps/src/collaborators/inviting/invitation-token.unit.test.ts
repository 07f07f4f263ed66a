import { signInvitationToken, verifyInvitationToken } from './invitation-token';

const claims = { invitationId: 'i1', appId: 'a1', email: 'Ada@Example.com', expiresAt: 2_000 };

describe('invitation token', () => {
  it('round-trips the claims with a lower-cased e-mail', () => {
    const token = signInvitationToken(claims, 's3cret');
    expect(verifyInvitationToken(token, 's3cret', 1_000)).toEqual({ ...claims, email: 'ada@example.com' });
  });

  it('rejects another secret, tampering, expiry and garbage', () => {
    const token = signInvitationToken(claims, 's3cret');
    expect(verifyInvitationToken(token, 'other', 1_000)).toBeNull();
    expect(verifyInvitationToken(`x${token}`, 's3cret', 1_000)).toBeNull();
    expect(verifyInvitationToken(token, 's3cret', 3_000)).toBeNull();
    expect(verifyInvitationToken('garbage', 's3cret', 1_000)).toBeNull();
  });
});
