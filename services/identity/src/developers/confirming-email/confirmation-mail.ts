import { escapeHtml, type Mail } from '@portal/mailer';

export const confirmationMail = (to: string, firstName: string, link: string): Mail => ({
  to,
  subject: 'Confirm your e-mail address for the developer portal',
  text: `Hi ${firstName},\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link is valid for 7 days. If you did not sign up, ignore this e-mail.\n`,
  html: `<p>Hi ${escapeHtml(firstName)},</p><p>Please confirm your e-mail address:</p><p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p><p>The link is valid for 7 days. If you did not sign up, ignore this e-mail.</p>`,
});
