/**
 * Redirect URI rules (spec §5): one URI per line, HTTPS only, `http://localhost` (any port) the
 * only non-HTTPS exception, and `urn:ietf:wg:oauth:2.0:oob` for redirectless OAuth. The server
 * decides (its 422 names each bad line); this check only gives instant feedback while typing.
 */
export const OOB_URN = 'urn:ietf:wg:oauth:2.0:oob';

export type RedirectUriProblem = 'invalid' | 'not_https' | 'fragment';

export interface RedirectUriLineError {
  /** 1-based line number in the textarea. */
  line: number;
  uri: string;
  problem: RedirectUriProblem;
}

/** The non-empty, trimmed lines of the textarea, with their 1-based line numbers. */
export function redirectUriLines(text: string): { line: number; uri: string }[] {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ line: index + 1, uri: raw.trim() }))
    .filter((entry) => entry.uri !== '');
}

export function checkRedirectUri(uri: string): RedirectUriProblem | null {
  if (uri === OOB_URN) return null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'invalid';
  }
  if (url.hash || uri.includes('#')) return 'fragment';
  if (url.protocol === 'https:' && url.hostname) return null;
  if (url.protocol === 'http:' && url.hostname === 'localhost') return null;
  return 'not_https';
}

/** The same words as the apps service's 422 on `redirect_uri`: `Line 2: "http://x" must use https (…)`. */
export function redirectUriMessage(error: RedirectUriLineError): string {
  const problem =
    error.problem === 'invalid'
      ? 'is not a valid URI'
      : error.problem === 'fragment'
        ? 'must not contain a fragment'
        : 'must use https (http is only allowed for localhost)';
  return `Line ${error.line}: "${error.uri}" ${problem}`;
}

export function checkRedirectUris(text: string): RedirectUriLineError[] {
  const errors: RedirectUriLineError[] = [];
  for (const { line, uri } of redirectUriLines(text)) {
    const problem = checkRedirectUri(uri);
    if (problem) errors.push({ line, uri, problem });
  }
  return errors;
}

/** Normalises the textarea for saving: trimmed lines, blanks dropped, newline separated. */
export function normaliseRedirectUris(text: string): string {
  return redirectUriLines(text)
    .map((entry) => entry.uri)
    .join('\n');
}

/** Allowed CORS domains are comma separated; blanks are dropped. */
export function corsDomainList(text: string): string[] {
  return text
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');
}
