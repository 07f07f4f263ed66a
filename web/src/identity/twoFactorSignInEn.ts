import type { Dictionary } from '../i18n/translate';

/**
 * English strings of the sign-in's code step (two-step verification), kept out of the first load with the step itself:
 * most sign-ins never show it.
 */
export const twoFactorSignInEn: Dictionary = {
  'signIn.codeTitle': 'Two-step verification',
  'signIn.codeLead': 'Enter the 6-digit code from your authenticator app.',
  'signIn.codeLabel': 'Authentication code',
  'signIn.recoveryLead': 'Enter one of the recovery codes you saved when you turned on two-step verification. Each code works once.',
  'signIn.recoveryLabel': 'Recovery code',
  'signIn.useRecoveryCode': 'Use a recovery code instead',
  'signIn.useApp': 'Use your authenticator app instead',
  'signIn.verify': 'Verify',
  'signIn.verifying': 'Verifying…',
  'signIn.backToSignIn': 'Back to sign in',
  'signIn.useKey': 'Use your security key',
  'signIn.keyWaiting': 'Waiting for your security key…',
  'signIn.orCode': 'or enter a code',
  'signIn.codeTimedOut': 'Your sign-in timed out or had too many wrong codes. Sign in again.',
};
