/**
 * Elements whose content a browser never shows as text, and which the web client's sanitiser drops
 * whole: their content goes with them (unclosed, to the end), so a mail says what the page says.
 */
const UNSHOWN = /<(script|style|template|iframe|object|noscript|textarea|title|select)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;

/**
 * Rich text (an admin's listing message) as plain text, for a mail's text part or an Activity line:
 * block ends become line breaks, tags go, the common entities are decoded. The result is shown as
 * text (escaped where it lands in HTML), never as markup.
 */
export const plainTextOf = (html: string): string =>
  html
    .replace(UNSHOWN, '')
    .replace(/<(br|\/p|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
