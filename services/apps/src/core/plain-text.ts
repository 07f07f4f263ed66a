/**
 * Elements whose content a browser never shows as text, and which the web client's sanitiser drops
 * whole: their content goes with them (unclosed, to the end), so a mail says what the page says.
 */
const UNSHOWN = /<(script|style|template|iframe|object|noscript|textarea|title|select)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;

/** Any element tag: a message without one was saved as plain text (before messages were sent as HTML). */
const TAG = /<\/?[a-z][^>]*>/i;

const textOfHtml = (html: string): string =>
  html
    .replace(UNSHOWN, '')
    // The source's own line breaks are layout (a browser shows them as a space), not the message's.
    .replace(/[ \t]*\r?\n\s*/g, ' ')
    .replace(/<\/(p|div|blockquote|h[1-6]|ul|ol)>/gi, '\n\n')
    .replace(/<(br\s*\/?|\/li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * Rich text (an admin's listing message) as plain text, for a mail's text part or an Activity line:
 * paragraphs (and other blocks) are parted by a blank line, `<br>` and list items by a line break,
 * tags go, the common entities are decoded; plain text (no tag) keeps its lines as typed, as the web
 * client shows it. The result is shown as text (escaped where it lands in HTML), never as markup.
 */
export const plainTextOf = (value: string): string =>
  TAG.test(value)
    ? textOfHtml(value)
    : value
        .replace(/\r\n?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
