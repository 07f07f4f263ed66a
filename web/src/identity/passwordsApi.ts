import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { refreshSecurityLog } from '../security-log/securityLogQuery';
import { ME_QUERY_KEY } from './meQuery';
import type { NewPassword } from './NewPasswordFields';

/** Asks for a reset link; the answer is the same whether or not the address is registered. */
export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: (email: string) => unwrap(api.POST('/api/v1/password_resets', { body: { email } })) });
}

/** Whether a reset link can still be used; asked once per token (a dead link stays dead). */
export function usePasswordResetCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: async () => (await unwrap(api.POST('/api/v1/password_resets/check', { body: { token } }))).data,
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** Sets a new password with a reset link's token; every session of the account ends, this browser's included. */
export function useCompletePasswordResetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPassword & { token: string }) => unwrap(api.POST('/api/v1/password_resets/complete', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'all' }),
  });
}

/** Changes the signed-in developer's password; their other sessions end, this one stays. */
export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPassword & { currentPassword: string }) => unwrap(api.PUT('/api/v1/me/password', { body })),
    onSuccess: () => void refreshSecurityLog(queryClient),
  });
}
