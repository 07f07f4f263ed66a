import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { removal } from '../api/apiError';
import { api, unwrap } from '../api/client';
import type { components } from '../api/types';
import { createCredential } from '../identity/securityKeyCeremony';
import { refreshSecurityLog } from '../security-log/securityLogQuery';
import { t } from './i18n';

const SECURITY_KEYS_KEY = ['me', 'security_keys'] as const;

export type SecurityKey = components['schemas']['SecurityKey'];
/** The most keys an account holds (the server refuses an eleventh). */
export const MAX_SECURITY_KEYS = 10;

/** The keys that may stand in for the authenticator code, oldest first (read from identity's own table: current at once). */
export function useSecurityKeysQuery(enabled: boolean) {
  return useQuery({
    queryKey: SECURITY_KEYS_KEY,
    queryFn: async ({ signal }): Promise<SecurityKey[]> => (await unwrap(api.GET('/api/v1/me/security_keys', { signal }))).data,
    enabled,
    // "Last used" moves with every sign-in: read again whenever the card is shown.
    staleTime: 0,
  });
}

const refresh = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: SECURITY_KEYS_KEY }), refreshSecurityLog(queryClient)]);

/**
 * Adds a key: the server's creation options, the browser's prompt (the developer touches the key), then the answer
 * with the name and the current password. A refused prompt is an error under `credential`, like the server's own.
 */
export function useAddSecurityKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; currentPassword: string }): Promise<SecurityKey> => {
      const options = (await unwrap(api.POST('/api/v1/me/security_key_registrations'))).data;
      const credential = await createCredential(options, t);
      const body = { ...input, credential: credential as unknown as components['schemas']['SecurityKeyAttestation'] };
      return (await unwrap(api.POST('/api/v1/me/security_keys', { body }))).data;
    },
    onSettled: () => void refresh(queryClient),
  });
}

export function useRemoveSecurityKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await removal(() => unwrap(api.DELETE('/api/v1/me/security_keys/{id}', { params: { path: { id } } })));
    },
    onSettled: () => void refresh(queryClient),
  });
}
