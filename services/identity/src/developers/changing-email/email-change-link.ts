import { signedLinks } from '@portal/service-runtime';

export const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;

/**
 * The link mailed to a new sign-in address (secret `CONFIRMATION_SECRET`, its own purpose): the developer, the new
 * address and the one it replaces, so it works only while that change is the one pending and the old address is
 * still the account's.
 */
export const emailChangeLinks = signedLinks('identity.change_email', ['developerId', 'email', 'from']);
