import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in the source is not passed through at all; the sanitiser is the second wall.
const markdown = new MarkdownIt({ html: false, linkify: true });

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
};

/** An announcement's markdown as HTML safe to put into an e-mail: no script, handler or javascript: URL. */
export const renderMarkdown = (source: string): string => sanitizeHtml(markdown.render(source), POLICY);
