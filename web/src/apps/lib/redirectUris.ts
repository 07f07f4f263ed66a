/**
 * The redirect URI rule itself lives in the contract (the apps service decides with the same
 * file); the web only checks while typing and words it. Imported by file, not through the
 * contract's index, so the browser bundle does not take the contract's validators.
 */
export {
  OOB_REDIRECT_URI as OOB_URN,
  checkRedirectUri,
  checkRedirectUris,
  normaliseRedirectUris,
  redirectUriLines,
  redirectUriMessage,
  type RedirectUriLineError,
  type RedirectUriProblem,
} from '@portal/contracts/src/rules/redirect-uris';

/** Allowed CORS domains are comma separated; blanks are dropped. */
export function corsDomainList(text: string): string[] {
  return text
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '');
}
