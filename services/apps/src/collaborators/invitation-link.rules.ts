import type { Invitation } from '../apps/app.decider';

/**
 * What an invitation link does for a signed-in account, decided once for the accept page's preview and for the
 * acceptance, so the page never offers what the click then refuses:
 * - `accept`: pending, the acceptance decides (the invited address, a member already);
 * - `open`: accepted, and the account is a member: opened again (a second click, an answer lost), it lands on the app;
 * - `gone`: cancelled, or accepted while the account has no role: someone else's, or its member was removed since.
 */
export type InvitationLinkAction = 'accept' | 'open' | 'gone';

export const invitationLinkAction = (status: Invitation['status'], isMember: boolean): InvitationLinkAction =>
  status === 'pending' ? 'accept' : status === 'accepted' && isMember ? 'open' : 'gone';
