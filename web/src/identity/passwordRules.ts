/** Sign-up password rules (spec §5): at least 8 characters, upper, lower, digit, special. */

export const PASSWORD_MIN_LENGTH = 8;
/** Password checks run this long after the last keystroke. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 300;

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'number' | 'special';
  message: string;
  test(password: string): boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'upper', message: 'Password must contain one upper case letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lower', message: 'Password must contain one lower case letter', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'number', message: 'Password must contain one number', test: (p) => /\p{Nd}/u.test(p) },
  {
    id: 'special',
    message: 'Password must contain one special character',
    test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p),
  },
];

export interface PasswordRuleResult {
  id: PasswordRule['id'];
  message: string;
  ok: boolean;
}

export function checkPassword(password: string): PasswordRuleResult[] {
  return passwordRules.map((rule) => ({ id: rule.id, message: rule.message, ok: rule.test(password) }));
}

export function failingPasswordRules(password: string): PasswordRuleResult[] {
  return checkPassword(password).filter((r) => !r.ok);
}

export function isPasswordValid(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}
