/**
 * A manifest's embedded components (spec 2 §5 "Component form"): what their URL and views may be. Lives in the
 * contract because the apps service validates every manifest with it and the Configuration Builder checks its form
 * with it; both must agree to the word. No imports: the web bundle takes this file alone.
 */

/** Spec 2 §5's own words for a URL that does not parse. */
export const COMPONENT_URL_INVALID = 'A valid URL is required';
/** Spec 2 leaves this unworded: the redirect URIs' words, since the rule is theirs (docs/decisions.md). */
export const COMPONENT_URL_NOT_HTTPS = 'Must use https (http is only allowed for localhost)';

/**
 * The page the platform frames: https, since the platform and the portal are https pages and a browser blocks an
 * http frame inside them (mixed content); `http://localhost` (any port) for development, as redirect URIs allow.
 * Any other scheme (`javascript:`, `data:`, `ftp:`) is no URL a component can be.
 */
export const componentUrlProblem = (value: string): string | null => {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return COMPONENT_URL_INVALID;
  }
  if (url.protocol === 'https:' && url.hostname !== '') return null;
  if (url.protocol === 'http:' && url.hostname !== '') return url.hostname === 'localhost' ? null : COMPONENT_URL_NOT_HTTPS;
  return COMPONENT_URL_INVALID;
};

/**
 * A side panel's view is a path into the platform's pages (`projects.rfis.detail`). Spec 2 does not list the pages,
 * so only what cannot be a path is refused: segments of letters, digits, `_` and `-`, joined by `.` or `/`.
 */
const VIEW_PATH = /^[A-Za-z0-9_-]+(?:[./][A-Za-z0-9_-]+)*$/;

export const viewProblem = (view: string): string | null =>
  VIEW_PATH.test(view)
    ? null
    : `"${view}" is not a view path: use letters, digits, "_" and "-", in parts joined by "." or "/" (e.g. projects.rfis.detail)`;
