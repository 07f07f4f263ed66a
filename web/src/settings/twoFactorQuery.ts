import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { noteAnswer, refetchWhileStale } from '../api/staleAnswers';
import type { paths } from '../api/types';
import { ME_QUERY_KEY } from '../identity/meQuery';
import { refreshSecurityLog } from '../security-log/securityLogQuery';

const TWO_FACTOR_KEY = ['me', 'two_factor'] as const;

/** `GET /api/v1/me/two_factor`: on or off, since when, and the recovery codes left. */
export type TwoFactorState = paths['/api/v1/me/two_factor']['get']['responses'][200]['content']['application/json'];

/** A new secret for the authenticator app (`POST /api/v1/me/two_factor/setup`). */
export interface TwoFactorSetupData {
  secret: string;
  otpauthUri: string;
  expiresAt: string;
}

/** What the Settings card shows: on or off, since when, and how many recovery codes are left. */
export function useTwoFactorQuery() {
  return useQuery({
    queryKey: TWO_FACTOR_KEY,
    queryFn: async ({ signal, queryKey }): Promise<TwoFactorState> => {
      const { data, response } = await unwrap(api.GET('/api/v1/me/two_factor', { signal }));
      noteAnswer(queryKey, response);
      return data;
    },
    // The developer's own change: an answer from before it is asked again (staleAnswers.ts).
    refetchInterval: refetchWhileStale(false),
    staleTime: 0,
  });
}

/**
 * After a change, or a refusal (a 409: on or off already, changed in another tab): the card's state and the
 * signed-in user (`twoFactorEnabled`) are read again. Not awaited, so a form's own `onSuccess` runs before the new
 * state can replace the form (Turn off answered, then the card shows Off).
 */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true }),
    refreshSecurityLog(queryClient),
  ]);

/** A new secret for the authenticator app; nothing changes until it is confirmed with a code. */
export function useStartTwoFactorSetupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TwoFactorSetupData> => (await unwrap(api.POST('/api/v1/me/two_factor/setup'))).data,
    // 409: it is on already (another tab): the card shows so.
    onError: () => void refresh(queryClient),
  });
}

/** Turns it on with a code from the app and the current password; answers the ten recovery codes. */
export function useEnableTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { code: string; currentPassword: string }) =>
      (await unwrap(api.POST('/api/v1/me/two_factor', { body }))).data.recoveryCodes,
    onSettled: () => void refresh(queryClient),
  });
}

/** Ten new recovery codes (the old ones stop working). */
export function useRegenerateRecoveryCodesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { currentPassword: string }) =>
      (await unwrap(api.POST('/api/v1/me/two_factor/recovery_codes', { body }))).data.recoveryCodes,
    onSettled: () => void refresh(queryClient),
  });
}

/** Turns it off, confirmed with the current password. */
export function useDisableTwoFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { currentPassword: string }) => {
      await unwrap(api.POST('/api/v1/me/two_factor/disable', { body }));
    },
    onSettled: () => void refresh(queryClient),
  });
}
