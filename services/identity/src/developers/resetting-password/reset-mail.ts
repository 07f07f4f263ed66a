import { escapeHtml, type Mail } from '@portal/mailer';

export const resetMail = (to: string, firstName: string, link: string): Mail => ({
  to,
  subject: 'Reset your developer portal password',
  text: `Hi ${firstName},\n\nSomeone, hopefully you, asked to reset the password of your developer portal account. Choose a new password here:\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
  html: `<p>Hi ${escapeHtml(firstName)},</p><p>Someone, hopefully you, asked to reset the password of your developer portal account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link is valid for 1 hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
});
