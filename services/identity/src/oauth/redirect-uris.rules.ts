/**
 * The spec's redirect URI rules (§5): one per line, HTTPS only, `http://localhost` (any port) the
 * only non-HTTPS exception, `urn:ietf:wg:oauth:2.0:oob` for redirectless OAuth. Each bad line is named.
 */
export const OOB_REDIRECT_URI = 'urn:ietf:wg:oauth:2.0:oob';

const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

export const redirectUriProblem = (uri: string): string | null => {
  if (uri === OOB_REDIRECT_URI) return null;
  const parsed = parseUrl(uri);
  if (!parsed) return `${uri} is not a valid URI`;
  if (parsed.hash || uri.includes('#')) return `${uri} must not contain a fragment`;
  if (parsed.protocol === 'https:' && parsed.hostname) return null;
  if (parsed.protocol === 'http:' && parsed.hostname === 'localhost') return null;
  return `${uri} must use HTTPS (http is allowed only for localhost)`;
};

/** Lines as the textarea sends them: trimmed, blanks dropped, duplicates kept once. */
export const redirectUriLines = (input: string | readonly string[]): string[] => {
  const lines = (typeof input === 'string' ? input.split(/\r?\n/) : input).map((line) => line.trim()).filter(Boolean);
  return [...new Set(lines)];
};

export const redirectUriProblems = (uris: readonly string[]): string[] =>
  uris.map(redirectUriProblem).filter((problem): problem is string => problem !== null);

/** Allowed CORS domains arrive comma separated; each becomes an origin (https unless given). */
export const corsOrigins = (domains: string | readonly string[]): string[] => {
  const items = (typeof domains === 'string' ? domains.split(',') : domains).map((d) => d.trim()).filter(Boolean);
  const origins = items.map((item) => {
    const parsed = parseUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(item) ? item : `https://${item}`);
    return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? parsed.origin : null;
  });
  return [...new Set(origins.filter((o): o is string => o !== null && o !== 'null'))];
};
