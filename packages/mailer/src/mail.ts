export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const MAIL_QUEUE = 'mail';
/** Bulk fan-outs (announcements to every developer) queue apart, so a sign-up's mail never waits behind them. */
export const BULK_MAIL_QUEUE = 'mail-bulk';

/** Escapes text for the HTML part of a mail built from user-provided values (names, titles). */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Names an ISO instant the way every mail does, to the minute and in UTC: a recipient may read it in any time zone. */
export const mailTime = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
