import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { InvitationPreview } from './types';

/** What the invitation e-mail told its reader (app, inviter, role, masked address), keyed by the link's token. */
export async function fetchInvitationPreview(invitationId: string, token: string): Promise<InvitationPreview> {
  return (await unwrap(api.GET('/api/v1/invitations/{id}/acceptance', { params: { path: { id: invitationId }, query: { token } } }))).data;
}

/**
 * Keyed by the viewer too: whether the invitation is addressed to "you" changes with the account signed in. Asked only
 * once the viewer is known (`undefined` while the session is still being read): asked before, the answer for "nobody"
 * came first and the account's second, two calls for every opening of the link.
 */
export function useInvitationPreviewQuery(invitationId: string, token: string, viewerId: string | null | undefined) {
  return useQuery({
    queryKey: ['invitation-preview', invitationId, token, viewerId ?? null] as const,
    queryFn: () => fetchInvitationPreview(invitationId, token),
    enabled: token !== '' && viewerId !== undefined,
  });
}
