import type { Dictionary } from '../i18n/translate';

/** English strings of the sign-in-again dialog, kept out of the first load with the dialog itself: most visits never show it. */
export const sessionEndedEn: Dictionary = {
  'sessionEnded.title': 'Sign in again to continue',
  'sessionEnded.lead':
    'Your session has ended: you signed out in another tab, or it timed out. Sign in again and this page carries on where it was; what you were sending goes through.',
  'sessionEnded.notNow': 'Not now',
  'sessionEnded.forgot': 'Forgot password? (opens in a new tab)',
  'sessionEnded.otherTitle': 'Signed in as another account',
  'sessionEnded.otherLead':
    '{email} has signed in in another tab. This page belongs to the account it was opened with, so nothing was sent. Reload it to carry on as {email}.',
  'sessionEnded.reload': 'Reload the page',
};
