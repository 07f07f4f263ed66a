import { escapeHtml, type Mail } from '@portal/mailer';

export interface ReportMailFacts {
  from: string;
  to: string;
  rows: number;
  requests: number;
  link: string;
  linkDays: number;
}

/** The report's e-mail: what it covers and a link to the CSV (not an attachment, see docs/decisions.md). */
export const reportMail = (email: string, facts: ReportMailFacts): Mail => {
  const summary =
    facts.rows === 0
      ? `No API requests were recorded for this app from ${facts.from} to ${facts.to} (UTC).`
      : `${facts.requests} API request(s) from ${facts.from} to ${facts.to} (UTC), in ${facts.rows} row(s).`;
  const expiry = `The link works for ${facts.linkDays} day(s).`;
  return {
    to: email,
    subject: 'Your 30-day API usage report',
    text: [`Your API usage report is ready.`, summary, `Download the CSV: ${facts.link}`, expiry].join('\n\n'),
    html: [
      `<p>Your API usage report is ready.</p>`,
      `<p>${escapeHtml(summary)}</p>`,
      `<p><a href="${escapeHtml(facts.link)}">Download the CSV</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
    ].join('\n'),
  };
};
