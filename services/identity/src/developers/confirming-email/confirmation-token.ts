import { signedLinks } from '@portal/service-runtime';

export const CONFIRMATION_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * The e-mail confirmation link (secret `CONFIRMATION_SECRET`): it names the developer and the
 * lower-cased address it confirms, so a changed address makes older links useless.
 */
export const confirmationLinks = signedLinks('identity.confirm_email', ['developerId', 'email']);
