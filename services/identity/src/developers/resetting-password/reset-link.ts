import { signedLinks } from '@portal/service-runtime';

export const RESET_TTL_MS = 3600 * 1000;

/**
 * The password reset link (secret `CONFIRMATION_SECRET`, its own purpose): the developer, the address it
 * was sent to, and the stamp of the password it replaces, so it works once and not after any other change.
 */
export const resetLinks = signedLinks('identity.reset_password', ['developerId', 'email', 'stamp']);
