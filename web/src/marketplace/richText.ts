// The listing's rich-text fields (spec 3 §3: admin_message, notes) are typed in plain text areas. What the admin
// typed is sent as HTML that keeps its paragraphs and line breaks (the developer's banner renders HTML, and the
// review e-mail turns <p> and <br> back into line breaks); a stored value is shown in the text area as the text it
// reads as. Older values are kept as they are: HTML written through the API, or plain text saved before this.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Any element tag: a stored value without one was saved as plain text. */
const TAG = /<\/?[a-z][^>]*>/i;

export const hasMarkup = (value: string): boolean => TAG.test(value);

/**
 * Plain text as HTML: a blank line starts a paragraph, a line break is `<br>`, everything is escaped (`<b>` typed
 * is shown as typed). Blank text is '' (which the server counts as no message).
 */
export function richTextOf(plain: string): string {
  const text = plain.replace(/\r\n?/g, '\n').trim();
  if (!text) return '';
  return text
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

// Whose content a browser never shows as text (the sanitiser drops them whole).
const UNSHOWN = /<(script|style|template|iframe|object|noscript|textarea|title|select)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

/**
 * A stored value as the text it reads as, for a text area: paragraphs become blank lines, `<br>` a line break,
 * other markup goes. Plain text (no tag) is returned as it is. `richTextOf` of the result gives back what
 * `richTextOf` made.
 */
export function plainTextOf(value: string | null | undefined): string {
  const html = value ?? '';
  if (!hasMarkup(html)) return html;
  return decodeEntities(
    html
      .replace(UNSHOWN, '')
      // The source's own line breaks are layout, not text (a browser shows them as a space).
      .replace(/[ \t]*\r?\n\s*/g, ' ')
      .replace(/<\/(p|div|h[1-6]|blockquote|ul|ol)>\s*<(p|div|h[1-6]|blockquote|ul|ol)\b[^>]*>/gi, '\n\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|blockquote|ul|ol)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * What a save sends for a rich-text field shown as `plain`: the stored value itself while the text reads the same
 * (a save of other fields does not rewrite an admin's HTML or an older plain value), else `plain` as HTML.
 */
export function richTextFor(plain: string, stored: string | null | undefined): string {
  if (stored != null && plainTextOf(stored) === plain) return stored;
  return richTextOf(plain);
}

/** A stored message as HTML to sanitise and show: HTML as it is, older plain text with its line breaks. */
export const messageHtml = (message: string): string => (hasMarkup(message) ? message : richTextOf(message));
