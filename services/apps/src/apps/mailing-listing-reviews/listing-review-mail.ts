import { escapeHtml, type Mail } from '@portal/mailer';
import { paragraphsHtml } from '../../core/mail-paragraphs';
import { plainTextOf } from '../../core/plain-text';

export interface ListingReviewOutcome {
  approved: boolean;
  appName: string;
  /**
   * The admin message (rich text): sent as its text, nothing of its markup runs in a mail client; its
   * paragraphs stay paragraphs (a blank line in the text part), as the dialog's hint promises.
   */
  message: string | null;
  link: string;
}

/** The reviewers' verdict on an app's Marketplace listing, with their message, to the app's owner. */
export const listingReviewMail = (to: string, outcome: ListingReviewOutcome): Mail => {
  const verdict = outcome.approved ? 'approved and published' : 'rejected';
  const message = outcome.message ? plainTextOf(outcome.message) : '';
  // An approval may come without a message: then the mail has no "Their message" section rather than one saying so.
  const notesText = message ? `Their message:\n${message}\n\n` : '';
  const notesHtml = message ? `<p>Their message:</p><blockquote>${paragraphsHtml(message)}</blockquote>` : '';
  return {
    to,
    subject: `The Marketplace listing of ${outcome.appName} was ${outcome.approved ? 'approved' : 'rejected'}`,
    text: `Hi,\n\nThe platform's reviewers ${verdict} the Marketplace listing of "${outcome.appName}".\n\n${notesText}Open the listing:\n${outcome.link}\n`,
    html: `<p>Hi,</p><p>The platform's reviewers ${verdict} the Marketplace listing of <strong>${escapeHtml(outcome.appName)}</strong>.</p>${notesHtml}<p><a href="${escapeHtml(outcome.link)}">Open the listing</a>.</p>`,
  };
};
