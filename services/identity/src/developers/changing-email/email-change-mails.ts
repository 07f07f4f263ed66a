import { escapeHtml, mailTime, type Mail } from '@portal/mailer';

/** To the new address: following the link is what changes the sign-in address. */
export const emailChangeLinkMail = (to: string, firstName: string, link: string): Mail => {
  const lead = 'You asked to sign in to the developer portal with this e-mail address. Confirm it here:';
  const after =
    'The link is valid for 24 hours. Until you follow it, your current address stays in use. If you did not ask for this, ignore this e-mail.';
  return {
    to,
    subject: 'Confirm your new developer portal e-mail address',
    text: `Hi ${firstName},\n\n${lead}\n${link}\n\n${after}\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">Use this address to sign in</a></p><p>${escapeHtml(after)}</p>`,
  };
};

/** To the old address, once the change took effect: a change by someone else does not go unseen. */
export const emailChangedMail = (to: string, firstName: string, change: { email: string; changedAt: string }, platformId: string): Mail => {
  const when = mailTime(change.changedAt);
  const lead = `The sign-in e-mail address of your developer portal account was changed to ${change.email} on ${when}. This address no longer signs in and gets no more portal e-mail.`;
  const ifNotYou = `If this was not you, contact the platform's developer support right away and give your developer id ${platformId}.`;
  return {
    to,
    subject: 'Your developer portal e-mail address was changed',
    text: `Hi ${firstName},\n\n${lead}\n\n${ifNotYou}\n`,
    html: `<p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(ifNotYou)}</p>`,
  };
};
