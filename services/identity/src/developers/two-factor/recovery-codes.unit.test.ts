import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes shaped xxxxx-xxxxx', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  });

  it('hashes a code the same however it is typed', () => {
    expect(hashRecoveryCode('ABCDE 12345')).toBe(hashRecoveryCode('abcde-12345'));
    expect(looksLikeRecoveryCode('ABCDE-12345')).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
