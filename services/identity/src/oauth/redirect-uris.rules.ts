/**
 * How a client keeps the redirect URIs and CORS domains the apps service sends. Whether a URI is
 * allowed is the apps service's rule (it owns the settings and decides once); identity records
 * the outcome and never judges it again.
 */
const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** Lines as the textarea sends them: trimmed, blanks dropped, duplicates kept once. */
export const redirectUriLines = (input: string | readonly string[]): string[] => {
  const lines = (typeof input === 'string' ? input.split(/\r?\n/) : input).map((line) => line.trim()).filter(Boolean);
  return [...new Set(lines)];
};

/** Allowed CORS domains arrive comma separated; each becomes an origin (https unless given). */
export const corsOrigins = (domains: string | readonly string[]): string[] => {
  const items = (typeof domains === 'string' ? domains.split(',') : domains).map((d) => d.trim()).filter(Boolean);
  const origins = items.map((item) => {
    const parsed = parseUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(item) ? item : `https://${item}`);
    return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? parsed.origin : null;
  });
  return [...new Set(origins.filter((o): o is string => o !== null && o !== 'null'))];
};
