import { signConfirmationToken, verifyConfirmationToken } from './confirmation-token';

const claims = { developerId: 'd1', email: 'Ada@Example.com', expiresAt: 2_000 };

describe('confirmation token', () => {
  it('round-trips the claims with a lower-cased e-mail', () => {
    const token = signConfirmationToken(claims, 's3cret');
    expect(verifyConfirmationToken(token, 's3cret', 1_000)).toEqual({ ...claims, email: 'ada@example.com' });
  });

  it('rejects a token signed with another secret, tampered or expired', () => {
    const token = signConfirmationToken(claims, 's3cret');
    expect(verifyConfirmationToken(token, 'other', 1_000)).toBeNull();
    expect(verifyConfirmationToken(`x${token}`, 's3cret', 1_000)).toBeNull();
    expect(verifyConfirmationToken(token, 's3cret', 3_000)).toBeNull();
    expect(verifyConfirmationToken('garbage', 's3cret', 1_000)).toBeNull();
  });
});
