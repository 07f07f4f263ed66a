import { signedLinks } from '@portal/service-runtime';

export const INVITATION_TTL_MS = 14 * 24 * 3600 * 1000;

/**
 * The invitation link (its secret is derived from `CONFIRMATION_SECRET`, see apps.config): the invitation, its app and the lower-cased
 * invited address. Cancelling the invitation kills the link because acceptance also needs a
 * pending invitation.
 */
export const invitationLinks = signedLinks('apps.accept_invitation', ['invitationId', 'appId', 'email']);
