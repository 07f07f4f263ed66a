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

/** A link as a mail client can follow it: one relative to the portal (`/reference/changelog`) made absolute. */
const absolute = (url: string | undefined, baseUrl: string): string | undefined => {
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  try {
    return new URL(url, `${baseUrl.replace(/\/+$/, '')}/`).toString();
  } catch {
    return undefined;
  }
};

/**
 * An announcement's markdown as HTML safe to put into an e-mail: no script, handler or javascript: URL. Links and
 * images relative to the portal (fine on its pages) are made absolute against `baseUrl`: a mail has no base.
 */
export const renderMarkdown = (source: string, baseUrl: string): string =>
  sanitizeHtml(markdown.render(source), {
    ...POLICY,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: withUrl(attribs, 'href', baseUrl) }),
      img: (tagName, attribs) => ({ tagName, attribs: withUrl(attribs, 'src', baseUrl) }),
    },
  });

const withUrl = (attribs: sanitizeHtml.Attributes, name: string, baseUrl: string): sanitizeHtml.Attributes => {
  const { [name]: url, ...rest } = attribs;
  const resolved = absolute(url, baseUrl);
  return resolved === undefined ? rest : { ...rest, [name]: resolved };
};
