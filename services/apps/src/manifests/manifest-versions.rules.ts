import type { GrantType } from './manifest.events';

/** major.minor.patch, digits only (example form 1.12.1234). */
const SEMANTIC = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;

export const SEMANTIC_VERSION_PROBLEM = 'Version must be semantic (major.minor.patch)';
export const DEFAULT_SEMANTIC_VERSION = '0.1.0';

export type Semver = readonly [number, number, number];

export const parseSemver = (value: string): Semver | null => {
  const match = SEMANTIC.exec(value.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

/** Negative, zero or positive as `a` is lower, equal or greater than `b`. */
export const compareSemver = (a: Semver, b: Semver): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The suggestion for a blank version: the minor of the newest one bumped, 0.1.0 when there is none. */
export const bumpMinor = (newest: string | null): string => {
  const parsed = newest === null ? null : parseSemver(newest);
  return parsed ? `${parsed[0]}.${parsed[1] + 1}.0` : DEFAULT_SEMANTIC_VERSION;
};

/**
 * The semantic version a new version gets, or the problem with the one asked for: blank means
 * the newest one's minor bumped; a given one must be semantic and greater than the newest one.
 */
export const resolveSemanticVersion = (
  requested: string | null | undefined,
  newest: string | null,
): { version: string; problem: null } | { version: null; problem: string } => {
  if (requested === null || requested === undefined || requested.trim() === '') return { version: bumpMinor(newest), problem: null };
  const parsed = parseSemver(requested);
  if (!parsed) return { version: null, problem: SEMANTIC_VERSION_PROBLEM };
  const newestParsed = newest === null ? null : parseSemver(newest);
  if (newestParsed && compareSemver(parsed, newestParsed) <= 0) {
    return { version: null, problem: `Version must be greater than the newest version (${newest})` };
  }
  return { version: parsed.join('.'), problem: null };
};

export interface Grant {
  grantType: GrantType;
  pkce: boolean;
  confidential: boolean;
}

/**
 * The OAuth grant that follows from a manifest: user-level authorization means authorization code
 * (with PKCE and no secret when the app is a public client); only service-account permissions mean
 * client credentials.
 */
export const grantFor = (userLevel: boolean, appConfidential: boolean): Grant => {
  if (!userLevel) return { grantType: 'client_credentials', pkce: false, confidential: true };
  return appConfidential
    ? { grantType: 'authorization_code', pkce: false, confidential: true }
    : { grantType: 'authorization_code', pkce: true, confidential: false };
};

export const sameGrant = (a: Grant | null, b: Grant): boolean =>
  a !== null && a.grantType === b.grantType && a.pkce === b.pkce && a.confidential === b.confidential;
