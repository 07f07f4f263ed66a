import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { Me } from '../api/types';
import { refreshSecurityLog } from '../security-log/securityLogQuery';
import { ME_QUERY_KEY, meQueryOptions } from './meQuery';

/** Asks to sign in with another address; the link goes there, and Settings shows the address as pending. */
export function useRequestEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; currentPassword: string }) =>
      (await unwrap(api.POST('/api/v1/me/email_changes', { body }))).data,
    onSuccess: ({ pendingEmail }) => {
      queryClient.setQueryData<Me | null>(meQueryOptions.queryKey, (me) => (me ? { ...me, pendingEmail } : me));
      void refreshSecurityLog(queryClient);
    },
  });
}

/**
 * Follows the link from the new address's mailbox. The session is loaded first so a signed-in browser sends its
 * CSRF token, and its view of the account is refreshed after.
 */
export async function completeEmailChange(queryClient: QueryClient, token: string): Promise<string> {
  await queryClient.fetchQuery(meQueryOptions).catch(() => null);
  const { email } = (await unwrap(api.POST('/api/v1/email_changes/complete', { body: { token } }))).data;
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'all' });
  return email;
}
