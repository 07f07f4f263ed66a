import type { Dictionary } from '../i18n/translate';

/** English strings of the security key prompts, shared by the sign-in's second step and the Settings card. */
export const securityKeyEn: Dictionary = {
  'securityKey.problem.cancelled': 'The security key prompt was cancelled or timed out.',
  'securityKey.problem.alreadyAdded': 'This security key is already added to your account.',
  'securityKey.problem.wrongAddress': 'Security keys work only on the portal at {host}. Open it there and try again.',
  'securityKey.problem.unsupported': 'This browser or security key does not support the kind of key the portal asks for.',
  'securityKey.problem.failed': 'The security key did not answer. Try again.',
  'securityKey.unsupportedBrowser': 'This browser does not support security keys.',
};
