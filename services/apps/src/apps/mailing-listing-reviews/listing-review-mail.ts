import { escapeHtml, type Mail } from '@portal/mailer';

export interface ListingReviewOutcome {
  approved: boolean;
  appName: string;
  /** The admin message (rich text): sent as plain text, nothing of its markup runs in a mail client. */
  message: string | null;
  link: string;
}

const plain = (html: string): string =>
  html
    .replace(/<(br|\/p|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The reviewers' verdict on an app's Marketplace listing, with their message, to the app's owner. */
export const listingReviewMail = (to: string, outcome: ListingReviewOutcome): Mail => {
  const verdict = outcome.approved ? 'approved and published' : 'rejected';
  const message = outcome.message ? plain(outcome.message) : '';
  const notes = message || 'No message was given.';
  return {
    to,
    subject: `The Marketplace listing of ${outcome.appName} was ${outcome.approved ? 'approved' : 'rejected'}`,
    text: `Hi,\n\nThe platform's reviewers ${verdict} the Marketplace listing of "${outcome.appName}".\n\nTheir message:\n${notes}\n\nOpen the listing:\n${outcome.link}\n`,
    html: `<p>Hi,</p><p>The platform's reviewers ${verdict} the Marketplace listing of <strong>${escapeHtml(outcome.appName)}</strong>.</p><p>Their message:</p><blockquote>${escapeHtml(notes).replace(/\n/g, '<br>')}</blockquote><p><a href="${escapeHtml(outcome.link)}">Open the listing</a>.</p>`,
  };
};
