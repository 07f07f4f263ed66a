import { MESSAGES, passwordProblems, signUpProblems } from './sign-up.rules';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Str0ng!pass',
  passwordConfirmation: 'Str0ng!pass',
};

describe('sign-up rules', () => {
  it('accepts a complete, valid sign-up', () => {
    expect(signUpProblems(valid)).toEqual({});
  });

  it('names every missing field with the spec wording', () => {
    expect(signUpProblems({})).toEqual({
      firstName: [MESSAGES.firstNameRequired],
      lastName: [MESSAGES.lastNameRequired],
      email: [MESSAGES.emailInvalid],
      password: [MESSAGES.passwordRequired],
    });
    expect(MESSAGES.firstNameRequired).toBe('First name is required');
    expect(MESSAGES.emailInvalid).toBe('Please enter a valid email address');
    expect(MESSAGES.passwordsMustMatch).toBe('Passwords must match');
  });

  it('treats blank names as missing', () => {
    expect(signUpProblems({ ...valid, firstName: '   ' }).firstName).toEqual([MESSAGES.firstNameRequired]);
  });

  it.each(['plain', 'a@b', 'a b@c.de', '@example.com', 'a@.', `${'x'.repeat(250)}@example.com`])('rejects the e-mail %s', (email) => {
    expect(signUpProblems({ ...valid, email }).email).toEqual([MESSAGES.emailInvalid]);
  });

  const TOO_SHORT = 'Password must be at least 8 characters';
  const UPPER = 'Password must contain one upper case letter';
  const LOWER = 'Password must contain one lower case letter';
  const DIGIT = 'Password must contain one digit';
  const SPECIAL = 'Password must contain one special character';

  it.each([
    ['Sh0rt!', [TOO_SHORT]],
    ['nouppercase1!', [UPPER]],
    ['NOLOWERCASE1!', [LOWER]],
    ['NoDigitsHere!', [DIGIT]],
    ['NoSpecial123', [SPECIAL]],
    ['weak', [TOO_SHORT, UPPER, DIGIT, SPECIAL]],
    // Characters, not UTF-16 units: seven of them, one outside the BMP, are too few.
    ['Ab1!xy😀', [TOO_SHORT]],
  ])('explains what the password %s lacks', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('accepts exactly eight characters with every class', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
  });

  it('requires the confirmation to match', () => {
    expect(signUpProblems({ ...valid, passwordConfirmation: 'Str0ng!pasS' }).passwordConfirmation).toEqual([MESSAGES.passwordsMustMatch]);
  });
});
