import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { removal } from '../api/apiError';
import { api, unwrap } from '../api/client';
import type { SignedInSession } from '../api/types';
import { refreshSecurityLog } from '../security-log/securityLogQuery';

const SESSIONS_KEY = ['me', 'sessions'] as const;

/** GET /api/v1/me/sessions: where the account is signed in. */
export function useMySessionsQuery() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async ({ signal }): Promise<SignedInSession[]> => (await unwrap(api.GET('/api/v1/me/sessions', { signal }))).data,
    staleTime: 0,
  });
}

/** Ends one other session (`id`), or every other one (no id). */
export function useSignOutSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) => {
      if (id) await removal(() => unwrap(api.DELETE('/api/v1/me/sessions/{id}', { params: { path: { id } } })));
      else await unwrap(api.DELETE('/api/v1/me/sessions'));
    },
    // Ending one session or every other one is in the security log.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }), refreshSecurityLog(queryClient)]),
  });
}
