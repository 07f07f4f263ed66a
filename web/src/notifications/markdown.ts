/**
 * The one way announcement bodies become HTML, used by the reader and the admin live preview:
 * markdown → HTML with `marked`, then sanitised with DOMPurify (HTML profile only, no SVG or
 * MathML). Nothing that can run script survives: no script/style/iframe/form elements, no event
 * handler or style attributes, no `javascript:`, `vbscript:` or `data:` URLs. Links get
 * `rel="noopener noreferrer"`, and open in a new tab when they leave the portal.
 */
import createDOMPurify, { type Config } from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** http(s), mailto, tel and relative URLs; anything else with a scheme is dropped. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Attributes holding a URL: a `data:` URL there is dropped even where DOMPurify would allow it. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite']);

// Control characters and whitespace browsers ignore inside a URL scheme.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'base',
    'link',
    'meta',
    'template',
  ],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'target', 'ping'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  SANITIZE_NAMED_PROPS: true,
};

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function purify() {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && /^data:/i.test(data.attrValue.replace(IGNORED_IN_SCHEME, ''))) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      if (leavesThePortal(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = instance;
  return instance;
}

function leavesThePortal(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

/** Sanitises an HTML string with the announcement rules. */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, CONFIG);
}

/** Markdown → safe HTML, ready for `dangerouslySetInnerHTML`. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown ?? '', { async: false }));
}
