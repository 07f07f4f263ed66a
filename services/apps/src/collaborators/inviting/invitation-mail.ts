import { escapeHtml, type Mail } from '@portal/mailer';

export const invitationMail = (to: string, appName: string, role: string, link: string): Mail => ({
  to,
  subject: `You are invited to collaborate on ${appName}`,
  text: `Hi,\n\nYou have been invited to collaborate on the app "${appName}" as ${role} on the developer portal.\nSign in or sign up with this e-mail address, then accept the invitation:\n${link}\n\nIf you did not expect this, ignore this e-mail.\n`,
  html: `<p>Hi,</p><p>You have been invited to collaborate on the app <strong>${escapeHtml(appName)}</strong> as ${escapeHtml(role)} on the developer portal.</p><p>Sign in or sign up with this e-mail address, then <a href="${escapeHtml(link)}">accept the invitation</a>.</p><p>If you did not expect this, ignore this e-mail.</p>`,
});
