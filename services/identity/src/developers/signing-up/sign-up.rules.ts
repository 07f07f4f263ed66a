import { PASSWORD_MIN_LENGTH, passwordRuleProblems } from '@portal/contracts';
import type { FieldErrors } from '@portal/decider';

export interface SignUpInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  passwordConfirmation?: string;
}

export { PASSWORD_MIN_LENGTH };

// Deliberately plain: one @, no spaces, a dot in the domain. Anything stricter rejects real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'This email address is already registered',
  passwordRequired: 'Password is required',
  passwordsMustMatch: 'Passwords must match',
} as const;

export const passwordProblems = (password: string): string[] => {
  if (password === '') return [MESSAGES.passwordRequired];
  // The web client's checklist applies the same rules (contracts/src/rules/passwords.ts), in the same words.
  return passwordRuleProblems(password);
};

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL_PATTERN.test(email);

/** A chosen password and its confirmation (sign-up, reset, change) as field errors: one set of rules and words. */
export const newPasswordProblems = (password: string | undefined, confirmation: string | undefined): FieldErrors => {
  const fields: FieldErrors = {};
  const problems = passwordProblems(password ?? '');
  if (problems.length > 0) fields.password = problems;
  if ((confirmation ?? '') !== (password ?? '')) fields.passwordConfirmation = [MESSAGES.passwordsMustMatch];
  return fields;
};

/** Every sign-up rule of the spec, with its wording, as field errors (empty when all hold). */
export const signUpProblems = (input: SignUpInput): FieldErrors => {
  const fields: FieldErrors = {};
  const add = (field: string, message: string): void => {
    (fields[field] ??= []).push(message);
  };
  if (!input.firstName?.trim()) add('firstName', MESSAGES.firstNameRequired);
  if (!input.lastName?.trim()) add('lastName', MESSAGES.lastNameRequired);
  if (!isValidEmail(input.email?.trim() ?? '')) add('email', MESSAGES.emailInvalid);
  return { ...fields, ...newPasswordProblems(input.password, input.passwordConfirmation) };
};
