import { statusOf } from '../../api/apiError';
import type { InvitationPreview } from '../api/types';

/**
 * What the invitation accept page shows, from the link, its preview and who is signed in:
 * - `gone`: the preview's 404 (cancelled, used, expired, a wrong link), or an accepted invitation not addressed to the
 *   viewer (the apps service answers 404 for it now; an answer from before says `addressed_to_you: false`): accepting it
 *   would be the same 404, and for a member removed since "you are signed in as another account" would be wrong;
 * - `wrongAccount`: a pending invitation for another address, said before any click;
 * - `accept` / `open`: the invitee's pending invitation, or the member's accepted one (it opens the app again).
 */
export type InvitationPageView = 'noToken' | 'loading' | 'gone' | 'failed' | 'signedOut' | 'wrongAccount' | 'accept' | 'open';

export interface InvitationPageInput {
  token: string;
  /** Who is signed in is still being asked. */
  viewerPending: boolean;
  signedIn: boolean;
  preview: { data: InvitationPreview | undefined; error: unknown; isPending: boolean };
}

export const isGoneInvitation = (error: unknown): boolean => statusOf(error) === 404;

export function invitationPageView({ token, viewerPending, signedIn, preview }: InvitationPageInput): InvitationPageView {
  if (!token) return 'noToken';
  if (viewerPending || preview.isPending) return 'loading';
  const invitation = preview.data;
  if (!invitation) return isGoneInvitation(preview.error) ? 'gone' : 'failed';
  if (!signedIn) return 'signedOut';
  if (invitation.status === 'accepted') return invitation.addressed_to_you === false ? 'gone' : 'open';
  return invitation.addressed_to_you === false ? 'wrongAccount' : 'accept';
}
