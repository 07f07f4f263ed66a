/**
 * Redirect URIs (spec §5): one per line, https only; `http://localhost` with any port is the only
 * non-HTTPS exception; `urn:ietf:wg:oauth:2.0:oob` is allowed for redirectless OAuth.
 * Each bad line is named with its line number.
 */
export const OOB_REDIRECT_URI = 'urn:ietf:wg:oauth:2.0:oob';

export const redirectUriLineProblem = (uri: string): string | null => {
  if (uri === OOB_REDIRECT_URI) return null;
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return 'is not a valid URI';
  }
  if (uri.includes('#')) return 'must not contain a fragment';
  if (parsed.protocol === 'https:' && parsed.hostname) return null;
  if (parsed.protocol === 'http:' && parsed.hostname === 'localhost') return null;
  return 'must use https (http is only allowed for localhost)';
};

/** The textarea's lines: trimmed, blank lines dropped, each bad one named (1-based, as typed). */
export const parseRedirectUris = (text: string): { uris: string[]; problems: string[] } => {
  const uris: string[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const problem = redirectUriLineProblem(line);
    if (problem) problems.push(`Line ${index + 1}: "${line}" ${problem}`);
    else if (!uris.includes(line)) uris.push(line);
  });
  return { uris, problems };
};

/** Allowed CORS domains arrive comma separated. */
export const parseCorsDomains = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
  ),
];

export const CORS_DOMAIN_PROBLEM = (domain: string): string | null =>
  /^(https?:\/\/)?[a-z0-9*]([a-z0-9.*-]*[a-z0-9])?(:\d{1,5})?$/i.test(domain) ? null : `"${domain}" is not a valid domain`;
