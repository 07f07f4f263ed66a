import { escapeHtml, mailTime, type Mail } from '@portal/mailer';

const HOW = { reset_link: 'with a password reset link', settings: 'on the Settings page' } as const;

/** The notice every password change sends to the account's address, so a change by someone else does not go unseen. */
export const passwordChangedMail = (
  to: string,
  firstName: string,
  change: { via: keyof typeof HOW; changedAt: string },
  resetUrl: string,
): Mail => {
  const when = mailTime(change.changedAt);
  const lead = `The password of your developer portal account was changed ${HOW[change.via]} on ${when}. Every other signed-in session was signed out.`;
  const ifNotYou = 'If this was not you, reset your password now and review your apps and their collaborators:';
  return {
    to,
    subject: 'Your developer portal password was changed',
    text: `Hi ${firstName},\n\n${lead}\n\n${ifNotYou}\n${resetUrl}\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(ifNotYou)}</p><p><a href="${escapeHtml(resetUrl)}">Reset my password</a></p>`,
  };
};
