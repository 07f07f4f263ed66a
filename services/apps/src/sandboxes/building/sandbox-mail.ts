import { escapeHtml, type Mail } from '@portal/mailer';

export const sandboxReadyMail = (to: string, appName: string, link: string): Mail => ({
  to,
  subject: 'Your sandbox is ready',
  text: `Hi,\n\nYour sandbox is ready: the sandbox for "${appName}" has been built.\nOpen the app to see its sandbox credentials:\n${link}\n`,
  html: `<p>Hi,</p><p>Your sandbox is ready: the sandbox for <strong>${escapeHtml(appName)}</strong> has been built.</p><p><a href="${escapeHtml(link)}">Open the app</a> to see its sandbox credentials.</p>`,
});

export const sandboxFailedMail = (to: string, appName: string, appId: string, sandboxId: string, reason: string): Mail => ({
  to,
  subject: `Sandbox build failed for ${appName}`,
  text: `The sandbox build failed.\n\nApp: ${appName} (${appId})\nSandbox: ${sandboxId}\nReason: ${reason}\n\nThe developer sees "Something went wrong building your sandbox." until it is rebuilt.\n`,
  html: `<p>The sandbox build failed.</p><ul><li>App: ${escapeHtml(appName)} (${escapeHtml(appId)})</li><li>Sandbox: ${escapeHtml(sandboxId)}</li><li>Reason: ${escapeHtml(reason)}</li></ul>`,
});
