import { createHmac } from 'node:crypto';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

describe('unsubscribe token', () => {
  it('round-trips the developer id', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken('d1', 's3cret'), 's3cret')).toEqual({ developerId: 'd1' });
  });

  it('rejects another secret, tampering and garbage', () => {
    const token = signUnsubscribeToken('d1', 's3cret');
    expect(verifyUnsubscribeToken(token, 'other')).toBeNull();
    expect(verifyUnsubscribeToken(`x${token}`, 's3cret')).toBeNull();
    expect(verifyUnsubscribeToken(`${token}.x`, 's3cret')).toBeNull();
    expect(verifyUnsubscribeToken('garbage', 's3cret')).toBeNull();
  });

  it('rejects a correctly signed token made for another purpose', () => {
    const payload = Buffer.from(JSON.stringify(['d1', 'confirm-email'])).toString('base64url');
    const signature = createHmac('sha256', 's3cret').update(payload).digest('base64url');
    expect(verifyUnsubscribeToken(`${payload}.${signature}`, 's3cret')).toBeNull();
  });
});
