import type { IdentityConfig } from '../../core/identity.config';

/** How long the browser may take over a ceremony, and how long its challenge stays live here. */
export const CEREMONY_TTL_MS = 5 * 60_000;

/**
 * The relying party is the portal's public address: keys are bound to its host name (the RP ID) and every answer must
 * come from a page of its origin, so a key registered here signs nothing for another site.
 */
export const relyingParty = (config: Pick<IdentityConfig, 'publicUrl' | 'authenticatorIssuer'>) => {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: config.authenticatorIssuer };
};

/** A browser's JSON answer, or null when the body holds something else (the handler then names the field). */
export const ceremonyAnswerOf = <T>(value: unknown): T | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { id?: unknown }).id === 'string'
    ? (value as T)
    : null;
