/**
 * Spec 1 §5's password rules: at least 8 characters with one upper case, one lower case, one digit and one special
 * character. Shared by the web client's checklist and the identity service's refusal, so a password the page ticks
 * off is one the server takes, in the same words. Lengths count characters (code points), not UTF-16 units.
 */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  message: string;
  test(password: string): boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'upper', message: 'Password must contain one upper case letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lower', message: 'Password must contain one lower case letter', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'digit', message: 'Password must contain one digit', test: (p) => /\p{Nd}/u.test(p) },
  // Neither a letter, a digit nor white space: a space alone does not make a password strong.
  { id: 'special', message: 'Password must contain one special character', test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p) },
];

/** The messages of the rules a password breaks, in the rules' order. */
export const passwordRuleProblems = (password: string): string[] =>
  PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
