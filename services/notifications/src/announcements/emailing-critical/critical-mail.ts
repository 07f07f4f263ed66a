import { escapeHtml, type Mail } from '@portal/mailer';

export interface CriticalMailContent {
  title: string;
  summary: string;
  body: string;
  /** The body already rendered and sanitised, once per announcement rather than per recipient. */
  bodyHtml: string;
  readUrl: string;
}

export const criticalMail = (to: string, firstName: string, content: CriticalMailContent, unsubscribeUrl: string): Mail => ({
  to,
  subject: `Critical: ${content.title}`,
  text: [
    `Hi ${firstName || 'there'},`,
    '',
    content.title,
    '',
    content.summary,
    '',
    content.body,
    '',
    `Read it in the developer portal: ${content.readUrl}`,
    '',
    `You receive this because you are subscribed to critical announcements. Unsubscribe: ${unsubscribeUrl}`,
    '',
  ].join('\n'),
  html: [
    `<p>Hi ${escapeHtml(firstName || 'there')},</p>`,
    `<h1>${escapeHtml(content.title)}</h1>`,
    `<p><strong>${escapeHtml(content.summary)}</strong></p>`,
    content.bodyHtml,
    `<p><a href="${escapeHtml(content.readUrl)}">Read it in the developer portal</a></p>`,
    `<p style="font-size:12px;color:#666">You receive this because you are subscribed to critical announcements. ` +
      `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from critical e-mails</a></p>`,
  ].join('\n'),
});
