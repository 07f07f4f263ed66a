/**
 * Redirect URIs (spec §5): one per line, https only; `http://localhost` with any port is the only
 * non-HTTPS exception; `urn:ietf:wg:oauth:2.0:oob` is allowed for redirectless OAuth. Lives in the
 * contract because the apps service decides with it and the web client checks while typing; both
 * must agree to the word. No imports: the web bundle takes this file alone.
 */
export const OOB_REDIRECT_URI = 'urn:ietf:wg:oauth:2.0:oob';

/** `http_not_localhost`: http anywhere but localhost; `not_https`: any other scheme (`javascript:`, `ftp:`, a custom one). */
export type RedirectUriProblem = 'invalid' | 'not_https' | 'http_not_localhost' | 'fragment';

export interface RedirectUriLineError {
  /** 1-based line number, as typed. */
  line: number;
  uri: string;
  problem: RedirectUriProblem;
}

/** The words of the apps service's 422 on `redirect_uri`. */
export const REDIRECT_URI_PROBLEM_WORDS: Record<RedirectUriProblem, string> = {
  invalid: 'is not a valid URI',
  fragment: 'must not contain a fragment',
  http_not_localhost: 'must use https (http is only allowed for localhost)',
  // Not "must use https (http …)": for `javascript:alert(1)` that reads as if only the scheme's letters were wrong.
  not_https: 'is not an https URL',
};

export const checkRedirectUri = (uri: string): RedirectUriProblem | null => {
  if (uri === OOB_REDIRECT_URI) return null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'invalid';
  }
  if (uri.includes('#')) return 'fragment';
  if (url.protocol === 'https:' && url.hostname) return null;
  if (url.protocol === 'http:') return url.hostname === 'localhost' ? null : 'http_not_localhost';
  return 'not_https';
};

/** The non-empty, trimmed lines of the textarea, with their 1-based line numbers. */
export const redirectUriLines = (text: string): { line: number; uri: string }[] =>
  text
    .split(/\r?\n/)
    .map((raw, index) => ({ line: index + 1, uri: raw.trim() }))
    .filter((entry) => entry.uri !== '');

export const checkRedirectUris = (text: string): RedirectUriLineError[] =>
  redirectUriLines(text).flatMap(({ line, uri }) => {
    const problem = checkRedirectUri(uri);
    return problem ? [{ line, uri, problem }] : [];
  });

/** `Line 2: "http://x" must use https (…)`. */
export const redirectUriMessage = (error: RedirectUriLineError): string =>
  `Line ${error.line}: "${error.uri}" ${REDIRECT_URI_PROBLEM_WORDS[error.problem]}`;

/** The URIs to store (duplicates dropped) and each bad line's message. */
export const parseRedirectUris = (text: string): { uris: string[]; problems: string[] } => {
  const lines = redirectUriLines(text);
  const problems = checkRedirectUris(text).map(redirectUriMessage);
  const uris = [...new Set(lines.filter(({ uri }) => checkRedirectUri(uri) === null).map(({ uri }) => uri))];
  return { uris, problems };
};

/** Normalises the textarea for saving: trimmed lines, blanks dropped, newline separated. */
export const normaliseRedirectUris = (text: string): string =>
  redirectUriLines(text)
    .map((entry) => entry.uri)
    .join('\n');
