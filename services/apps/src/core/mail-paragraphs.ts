import { escapeHtml } from '@portal/mailer';

/**
 * Typed notes (or a message as plain text) for a mail's HTML part: a blank line starts a paragraph, a
 * line break is `<br>`, everything is escaped (the notes are user input). The text part carries the
 * same text as it is, blank lines included.
 */
export const paragraphsHtml = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
