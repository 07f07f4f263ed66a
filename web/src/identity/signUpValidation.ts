import { isPasswordValid } from './passwordRules';

/** Client-side sign-up rules (spec §5). Password strength is checked in passwordRules.ts. */

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

export type SignUpField = keyof SignUpValues;

export const SIGN_UP_FIELDS: readonly SignUpField[] = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation'];

export const emptySignUp: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
};

export const messages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  passwordConfirmation: 'Passwords must match',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/**
 * Messages for the non-password fields. The password field's own messages are the checklist.
 */
export function validateSignUp(values: SignUpValues): Partial<Record<SignUpField, string>> {
  const errors: Partial<Record<SignUpField, string>> = {};
  if (values.firstName.trim().length < 1) errors.firstName = messages.firstName;
  if (values.lastName.trim().length < 1) errors.lastName = messages.lastName;
  if (!isValidEmail(values.email)) errors.email = messages.email;
  if (values.passwordConfirmation !== values.password || values.passwordConfirmation === '') {
    errors.passwordConfirmation = messages.passwordConfirmation;
  }
  return errors;
}

/** True when every sign-up rule holds, so the submit button may be enabled. */
export function canSubmitSignUp(values: SignUpValues): boolean {
  return Object.keys(validateSignUp(values)).length === 0 && isPasswordValid(values.password);
}
