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
  'settings.email': 'E-mail address',
  'settings.emailHint': 'You sign in with this address, and the portal e-mails it. It cannot be changed here.',
  'settings.profileSave': 'Save profile',
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
