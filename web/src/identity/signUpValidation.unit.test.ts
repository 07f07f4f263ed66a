import { canSubmitSignUp, emptySignUp, isValidEmail, validateSignUp } from './signUpValidation';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Analytical-1',
  passwordConfirmation: 'Analytical-1',
};

describe('validateSignUp', () => {
  it('reports the spec messages for an empty form', () => {
    expect(validateSignUp(emptySignUp)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      passwordConfirmation: 'Passwords must match',
    });
  });

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(canSubmitSignUp(valid)).toBe(true);
  });

  it('treats whitespace-only names as missing', () => {
    expect(validateSignUp({ ...valid, firstName: '  ' }).firstName).toBe('First name is required');
  });

  it('requires matching passwords', () => {
    expect(validateSignUp({ ...valid, passwordConfirmation: 'Analytical-2' }).passwordConfirmation).toBe('Passwords must match');
  });

  it('blocks submit while the password is weak', () => {
    expect(canSubmitSignUp({ ...valid, password: 'weak', passwordConfirmation: 'weak' })).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(isValidEmail('dev@builder.io')).toBe(true);
    expect(isValidEmail('first.last+tag@sub.example.co.uk')).toBe(true);
    expect(isValidEmail('no-at-sign')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});
