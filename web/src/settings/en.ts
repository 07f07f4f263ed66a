import type { Dictionary } from '../i18n/translate';

/** English strings of the settings and unsubscribe pages. */
export const settingsEn: Dictionary = {
  'settings.title': 'Settings',
  'settings.emailHeading': 'E-mail notifications',
  'settings.criticalEmails': 'E-mail me critical announcements',
  'settings.criticalEmailsHint':
    'Critical announcements cover breaking API changes, security issues and outages. Other announcements appear only in the portal.',
  'settings.saving': 'Saving…',
  'settings.saved': 'Saved.',
  'settings.profileHeading': 'Profile',
  'settings.firstName': 'First name',
  'settings.lastName': 'Last name',
  'settings.company': 'Company name (optional)',
  'settings.profileSave': 'Save profile',
  'settings.signInEmailHeading': 'Sign-in e-mail address',
  'settings.signInEmailCurrent': 'You sign in with',
  'settings.signInEmailMail': "The portal's e-mails go there too.",
  'settings.signInEmailUnconfirmed': '(not confirmed yet)',
  'settings.signInEmailPendingBefore': 'We sent a confirmation link to',
  'settings.signInEmailPendingAfter':
    'Your address changes when you follow it (it is valid for 24 hours); until then you keep signing in with your current one.',
  'settings.signInEmailForm': 'Change e-mail address',
  'settings.newEmail': 'New e-mail address',
  'settings.signInEmailSend': 'Send confirmation link',
  'settings.signInEmailSending': 'Sending…',
  'settings.passwordHeading': 'Password',
  'settings.passwordLead': 'Changing your password signs out every other session of your account; this one stays signed in.',
  'settings.currentPassword': 'Current password',
  'settings.passwordChange': 'Change password',
  'settings.passwordChanging': 'Changing…',
  'settings.passwordChanged': 'Your password has been changed. Your other sessions were signed out.',

  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.working': 'Unsubscribing…',
  'unsubscribe.missingToken': 'The unsubscribe link is incomplete. Please use the link from the e-mail.',
  'unsubscribe.doneTitle': 'You are unsubscribed',
  'unsubscribe.doneBody': 'You will no longer receive critical announcements by e-mail.',
  'unsubscribe.optBackIn': 'Changed your mind? You can opt back in on your',
  'unsubscribe.failedTitle': 'We could not unsubscribe you',
  'unsubscribe.failedBody': 'You can also turn critical e-mails off on your',
  'unsubscribe.settingsLink': 'settings page',
};
