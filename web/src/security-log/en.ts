import type { Dictionary } from '../i18n/translate';

/** English strings of the security log (Settings, and the admin's developer page). */
export const securityLogEn: Dictionary = {
  'securityLog.heading': 'Security log',
  'securityLog.lead':
    'Sign-ins from a browser your account had not used, and every change to how you sign in. If you see something you did not do, change your password and sign out your other sessions.',
  'securityLog.adminLead': 'Sign-ins from new browsers and changes to how this developer signs in, as the developer sees them in Settings.',
  'securityLog.empty': 'Nothing yet.',
  'securityLog.byAdministrator': 'By an administrator',
  'securityLog.account_created': 'Account created',
  'securityLog.email_confirmed': 'E-mail address confirmed',
  'securityLog.new_device_sign_in': 'Signed in from a new browser: {device}',
  'securityLog.first_device_sign_in': 'First sign-in, from {device}',
  'securityLog.unknownDevice': 'an unknown browser',
  'securityLog.sessions_ended.others': 'Signed out of every other session',
  'securityLog.sessions_ended.all': 'Signed out of every session',
  'securityLog.password_reset_requested': 'Password reset link requested',
  'securityLog.password_changed': 'Password changed',
  'securityLog.password_changed.reset_link': 'Password changed with a reset link',
  'securityLog.password_changed.settings': 'Password changed on the Settings page',
  'securityLog.email_change_requested': 'Asked to sign in with {email} instead',
  'securityLog.email_changed': 'Sign-in address changed from {previousEmail} to {email}',
  'securityLog.two_factor_enabled': 'Two-step verification turned on',
  'securityLog.two_factor_disabled': 'Two-step verification turned off',
  'securityLog.recovery_codes_regenerated': 'New recovery codes made; the old ones stopped working',
  'securityLog.recovery_code_used': 'Signed in with a recovery code ({codesLeft} left)',
  'securityLog.role_granted.admin': 'Platform administrator role granted',
  'securityLog.role_granted.employee': 'Provider employee role granted',
  'securityLog.role_revoked.admin': 'Platform administrator role removed',
  'securityLog.role_revoked.employee': 'Provider employee role removed',
  'securityLog.ip': 'IP address {ip}',
};
