import type { Dictionary } from '../i18n/translate';

/** English strings of sign-up, sign-in and the e-mail confirmation page. */
export const identityEn: Dictionary = {
  'signUp.title': 'Create your developer account',
  'signUp.lead': 'Build integrations for the platform. It only takes a minute.',
  'signUp.firstName': 'First name',
  'signUp.lastName': 'Last name',
  'signUp.email': 'Email',
  'signUp.password': 'Password',
  'signUp.passwordConfirmation': 'Password confirmation',
  'signUp.passwordHint': 'Hover over a password field to reveal it.',
  'signUp.passwordOk': 'Password meets all requirements.',
  'signUp.submit': 'Sign up',
  'signUp.submitting': 'Signing up…',
  'signUp.haveAccount': 'Already have an account?',
  'signUp.errorsTitle': 'We could not create your account',

  'signIn.title': 'Sign in to the Developer Portal',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'Signing in…',
  'signIn.noAccount': 'New to the platform?',
  'signIn.createAccount': 'Create an account',
  'signIn.tooMany': 'Too many attempts. Try again in {seconds} seconds.',
  'signIn.failed': 'Sign-in failed. Please try again.',

  'confirm.title': 'Confirming your e-mail address',
  'confirm.working': 'Confirming your e-mail address…',
  'confirm.failedTitle': 'We could not confirm your e-mail address',
  'confirm.missingToken': 'The confirmation link is incomplete. Please use the link from the e-mail.',
};
