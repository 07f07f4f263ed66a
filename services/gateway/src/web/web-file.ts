import { extname, resolve, sep } from 'node:path';

/** Hashed build output (`assets/name-<hash>.js`): its URL changes with its content, so it never needs revalidating. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: always revalidated (cheap with the ETag), so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export const contentTypeOf = (path: string): string => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/**
 * A path naming a static file by its type (`/favicon.ico`, `/robots.txt`, `/sitemap.xml`) that the build lacks: a 404,
 * not the client's index.html with 200, which a crawler or an icon request would take as that file. No client route
 * ends in one of these extensions.
 */
export const isMissingStaticFile = (relative: string): boolean =>
  relative.startsWith('assets/') || (extname(relative).toLowerCase() in CONTENT_TYPES && extname(relative).toLowerCase() !== '.html');

export const cacheControlOf = (relative: string): string => (relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);

/**
 * The file under `root` a URL path names, or null when it escapes the root (`..`, encoded or not)
 * or cannot be decoded. Query strings are the caller's business.
 */
export function webFileOf(root: string, urlPath: string): { absolute: string; relative: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const absolute = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (absolute !== base && !absolute.startsWith(base + sep)) return null;
  return {
    absolute,
    relative: absolute
      .slice(base.length + 1)
      .split(sep)
      .join('/'),
  };
}

/** The API's roots, which answer nothing of their own: a person who types one in the browser wants the API's documentation. */
const API_ROOTS = new Set(['/api', '/api/', '/api/v1', '/api/v1/']);
/** Where the web client documents the API. */
export const API_REFERENCE_PAGE = '/reference';

/** A browser opening the API's root as a page (a navigation asking for HTML), not a client calling it. */
export const isBrowserVisitToApiRoot = (path: string, headers: { accept?: string; 'sec-fetch-mode'?: string | string[] }): boolean =>
  API_ROOTS.has(path) && (headers['sec-fetch-mode'] === 'navigate' || (headers.accept ?? '').includes('text/html'));
