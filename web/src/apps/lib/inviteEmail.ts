import { isValidEmail } from '../../identity/signUpValidation';

/**
 * The Add user dialog's address before anything is sent, with the sign-up form's rule (the apps service refuses the
 * same addresses, in the same words: `Please enter a valid email address`), so a typo is named under the field at once.
 */
export type InviteEmailProblem = 'required' | 'invalid';

export const inviteEmailProblem = (email: string): InviteEmailProblem | null =>
  email.trim() === '' ? 'required' : isValidEmail(email) ? null : 'invalid';
