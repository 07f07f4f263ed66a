import { escapeHtml, type Mail } from '@portal/mailer';

export interface InvitationMail {
  to: string;
  appName: string;
  role: string;
  link: string;
  /** The member who sent the invitation, when the portal knows them. */
  inviter: { name: string; email: string } | null;
}

/** The invitation names who invites and to which app, so the recipient can tell it from phishing. */
export const invitationMail = ({ to, appName, role, link, inviter }: InvitationMail): Mail => {
  const who = inviter ? `${inviter.name} (${inviter.email})` : "A member of the app's team";
  return {
    to,
    subject: inviter ? `${inviter.name} invited you to collaborate on ${appName}` : `You are invited to collaborate on ${appName}`,
    text: `Hi,\n\n${who} invited you to collaborate on the app "${appName}" as ${role} on the developer portal.\nSign in or sign up with this e-mail address, then accept the invitation:\n${link}\n\nIf you did not expect this, ignore this e-mail.\n`,
    html: `<p>Hi,</p><p>${escapeHtml(who)} invited you to collaborate on the app <strong>${escapeHtml(appName)}</strong> as ${escapeHtml(role)} on the developer portal.</p><p>Sign in or sign up with this e-mail address, then <a href="${escapeHtml(link)}">accept the invitation</a>.</p><p>If you did not expect this, ignore this e-mail.</p>`,
  };
};
