import { escapeHtml, type Mail } from '@portal/mailer';
import { paragraphsHtml } from '../../core/mail-paragraphs';

export interface ReviewOutcome {
  approved: boolean;
  appName: string;
  version: string;
  notes: string | null;
  link: string;
}

/**
 * The review notes, e-mailed to the app owner and to the developer who submitted the version: typed
 * text, escaped, its paragraphs kept as the versions table shows them.
 */
export const reviewMail = (to: string, outcome: ReviewOutcome): Mail => {
  const verdict = outcome.approved ? 'approved' : 'rejected';
  const notes = outcome.notes?.trim() ? outcome.notes.trim() : 'No notes were given.';
  return {
    to,
    subject: `Version ${outcome.version} of ${outcome.appName} was ${verdict}`,
    text: `Hi,\n\nThe platform's reviewers ${verdict} version ${outcome.version} of the app "${outcome.appName}".\n\nReviewer notes:\n${notes}\n\nOpen the app's versions:\n${outcome.link}\n`,
    html: `<p>Hi,</p><p>The platform's reviewers ${verdict} version <strong>${escapeHtml(outcome.version)}</strong> of the app <strong>${escapeHtml(outcome.appName)}</strong>.</p><p>Reviewer notes:</p><blockquote>${paragraphsHtml(notes)}</blockquote><p><a href="${escapeHtml(outcome.link)}">Open the app's versions</a>.</p>`,
  };
};
