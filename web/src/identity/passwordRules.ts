/** Sign-up password rules (spec §5), as the identity service applies them (contracts/src/rules/passwords.ts). */
import { PASSWORD_RULES, type PasswordRule } from '@portal/contracts/src/rules/passwords';

export { PASSWORD_MIN_LENGTH } from '@portal/contracts/src/rules/passwords';
/** Password checks run this long after the last keystroke. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 300;

export type { PasswordRule } from '@portal/contracts/src/rules/passwords';
export interface PasswordRuleResult {
  id: PasswordRule['id'];
  message: string;
  ok: boolean;
}

export function checkPassword(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, message: rule.message, ok: rule.test(password) }));
}

export function failingPasswordRules(password: string): PasswordRuleResult[] {
  return checkPassword(password).filter((r) => !r.ok);
}

export function isPasswordValid(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
