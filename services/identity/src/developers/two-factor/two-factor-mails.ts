import { escapeHtml, mailTime, type Mail } from '@portal/mailer';
import type { DeveloperEvent } from '../developer.events';

export type TwoFactorNotice = Extract<
  DeveloperEvent,
  {
    type:
      | 'identity.developer.two_factor_enabled'
      | 'identity.developer.two_factor_disabled'
      | 'identity.developer.recovery_codes_regenerated'
      | 'identity.developer.recovery_code_used'
      | 'identity.developer.security_key_added';
  }
>;

const wording = (event: TwoFactorNotice): { subject: string; lead: string } => {
  switch (event.type) {
    case 'identity.developer.two_factor_enabled':
      return {
        subject: 'Two-step verification is on for your developer portal account',
        lead: `Two-step verification was turned on on ${mailTime(event.data.enabledAt)}: signing in now asks for a code from your authenticator app after your password. Keep your recovery codes somewhere safe.`,
      };
    case 'identity.developer.two_factor_disabled':
      return {
        subject: 'Two-step verification is off for your developer portal account',
        lead:
          event.data.by === event.data.developerId
            ? `Two-step verification was turned off on ${mailTime(event.data.disabledAt)}: signing in asks for your password only.`
            : `A platform administrator turned two-step verification off on ${mailTime(event.data.disabledAt)}, as you asked when you could not sign in: signing in asks for your password only. Set it up again on the Settings page.`,
      };
    case 'identity.developer.recovery_codes_regenerated':
      return {
        subject: 'New recovery codes for your developer portal account',
        lead: `New recovery codes were made on ${mailTime(event.data.regeneratedAt)}; the old ones no longer work.`,
      };
    case 'identity.developer.security_key_added':
      return {
        subject: 'A security key was added to your developer portal account',
        lead: `A security key named “${event.data.name}” was added on ${mailTime(event.data.addedAt)}: it can now stand in for your authenticator app when you sign in.`,
      };
    case 'identity.developer.recovery_code_used':
      return {
        subject: 'A recovery code was used to sign in to your developer portal account',
        lead: `A recovery code stood in for your authenticator app at a sign-in on ${mailTime(event.data.usedAt)}. ${event.data.codesLeft} of 10 codes are left; make new ones on the Settings page when they run low.`,
      };
  }
};

/** Every change to how the account signs in is told to its address, so a change by someone else does not go unseen. */
export const twoFactorNoticeMail = (to: string, firstName: string, event: TwoFactorNotice, settingsUrl: string): Mail => {
  const { subject, lead } = wording(event);
  const ifNotYou = 'If this was not you, reset your password now and review your security settings:';
  return {
    to,
    subject,
    text: `Hi ${firstName},\n\n${lead}\n\n${ifNotYou}\n${settingsUrl}\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(ifNotYou)}</p><p><a href="${escapeHtml(settingsUrl)}">Open Settings</a></p>`,
  };
};
