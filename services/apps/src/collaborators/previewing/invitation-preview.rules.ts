import { normalizeEmail, type Invitation } from '../../apps/app.decider';
import { invitationLinkAction } from '../invitation-link.rules';

/** What the accept page may show the holder of a valid link: no more than the invitation e-mail told them. */
export interface InvitationPreview {
  id: string;
  app_name: string;
  inviter_name: string | null;
  role: Invitation['role'];
  sent_to: string;
  status: 'pending' | 'accepted';
  addressed_to_you: boolean | null;
}

export interface PreviewInput {
  invitationId: string;
  invitation: Invitation;
  appName: string;
  inviterName: string | null;
  /** The signed-in account (null signed out): its address, and whether it already has a role on the app. */
  viewer: { email: string | null; isMember: boolean } | null;
}

const MASK = '•••';

/**
 * `qa.collab@example.com` → `q•••b@example.com`: enough to tell which of one's accounts it is, not the whole address
 * on a screen someone else may see (the wrong account's page, a screenshot). The domain stays: it names the account's
 * provider, which is what a person with several accounts chooses by.
 */
export const maskEmail = (email: string): string => {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return MASK;
  const local = address.slice(0, at);
  const masked = local.length <= 2 ? `${local[0]}${MASK}` : `${local[0]}${MASK}${local.at(-1)}`;
  return `${masked}${address.slice(at)}`;
};

/**
 * The accept page's view of an invitation, or null for one that is gone. Signed in, what the link does is decided as
 * acceptance decides it (`invitationLinkAction`): an accepted invitation whose member was removed since is gone, not "sent
 * to another account", since it is the same person. Signed out nobody is known yet: the page asks to sign in (unless
 * it was cancelled) and decides again with the account.
 */
export const previewInvitation = ({ invitationId, invitation, appName, inviterName, viewer }: PreviewInput): InvitationPreview | null => {
  if (invitation.status === 'canceled') return null;
  const link = viewer === null ? null : invitationLinkAction(invitation.status, viewer.isMember);
  if (link === 'gone') return null;
  const addressedToYou =
    viewer === null
      ? null
      : link === 'open' || (viewer.email !== null && normalizeEmail(viewer.email) === normalizeEmail(invitation.email));
  return {
    id: invitationId,
    app_name: appName,
    inviter_name: inviterName,
    role: invitation.role,
    sent_to: maskEmail(invitation.email),
    status: invitation.status,
    addressed_to_you: addressedToYou,
  };
};
