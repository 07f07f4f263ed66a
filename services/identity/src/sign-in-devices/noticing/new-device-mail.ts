import { escapeHtml, mailTime, type Mail } from '@portal/mailer';
import type { SignInDeviceAdded } from '../sign-in-devices.events';

export const NEW_DEVICE_SUBJECT = 'New sign-in to your developer portal account';

/**
 * Told to the account's address when a sign-in completes somewhere it had not signed in before: a password known to
 * someone else shows up here first. It names what the portal knows (client, address, time) and what to do if it was
 * not the developer; two-step verification is suggested to whoever has it off.
 */
export const newDeviceMail = (
  recipient: { email: string; firstName: string; twoFactorOn: boolean },
  event: SignInDeviceAdded,
  settingsUrl: string,
): Mail => {
  const { device, ipAddress, addedAt } = event.data;
  const facts: [string, string][] = [
    ['Device', device],
    ['IP address', ipAddress ?? 'unknown'],
    ['When', mailTime(addedAt)],
  ];
  const lead = 'Your account was just signed in to from a browser or client it had not used before.';
  const ifYou = 'If this was you, there is nothing to do.';
  const ifNot =
    'If it was not you, change your password now and sign that session out under "Where you are signed in" on the Settings page:';
  const suggestion = recipient.twoFactorOn
    ? null
    : 'Turning on two-step verification there keeps anyone who learns your password from signing in.';
  return {
    to: recipient.email,
    subject: NEW_DEVICE_SUBJECT,
    text:
      [
        `Hi ${recipient.firstName},`,
        lead,
        facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
        ifYou,
        `${ifNot}\n${settingsUrl}`,
        ...(suggestion ? [suggestion] : []),
      ].join('\n\n') + '\n',
    html:
      `<p>Hi ${escapeHtml(recipient.firstName)},</p><p>${escapeHtml(lead)}</p>` +
      `<table>${facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` +
      `<p>${escapeHtml(ifYou)}</p><p>${escapeHtml(ifNot)}</p><p><a href="${escapeHtml(settingsUrl)}">Open Settings</a></p>` +
      (suggestion ? `<p>${escapeHtml(suggestion)}</p>` : ''),
  };
};
