import { checkPassword, failingPasswordRules, isPasswordValid } from './passwordRules';

describe('password rules', () => {
  it('fails every rule for an empty password', () => {
    expect(failingPasswordRules('').map((r) => r.id)).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });

  it('names "at least 8 characters" in the length message', () => {
    const length = checkPassword('').find((r) => r.id === 'length');
    expect(length?.message).toContain('at least 8 characters');
  });

  it('checks each rule independently', () => {
    expect(failingPasswordRules('abcdefgh').map((r) => r.id)).toEqual(['upper', 'digit', 'special']);
    expect(failingPasswordRules('ABCDEFG1!').map((r) => r.id)).toEqual(['lower']);
    expect(failingPasswordRules('Ab1!').map((r) => r.id)).toEqual(['length']);
    expect(failingPasswordRules('Abcdefgh1').map((r) => r.id)).toEqual(['special']);
  });

  it('does not count a space as the special character', () => {
    expect(failingPasswordRules('Abcdef 12').map((r) => r.id)).toEqual(['special']);
  });

  it('words each rule as the identity service does', () => {
    expect(failingPasswordRules('').map((r) => r.message)).toEqual([
      'Password must be at least 8 characters',
      'Password must contain one upper case letter',
      'Password must contain one lower case letter',
      'Password must contain one digit',
      'Password must contain one special character',
    ]);
  });

  it('accepts a password that meets every rule', () => {
    expect(isPasswordValid('Secret-Pass1')).toBe(true);
    expect(isPasswordValid('Sécr3t_pässword')).toBe(true);
    expect(isPasswordValid('secret-pass1')).toBe(false);
  });
});
