import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { noteAnswer, refetchWhileStale } from '../api/staleAnswers';
import type { NotificationPreferences } from '../api/types';

export const PREFERENCES_KEY = ['me', 'notification_preferences'] as const;

/** The last preferences saved from this tab, until a fresh answer shows them. */
let savedHere: NotificationPreferences | undefined;

/** GET /api/v1/me/notification_preferences */
export function usePreferencesQuery() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async ({ signal, queryKey }): Promise<NotificationPreferences> => {
      const { data, response } = await unwrap(api.GET('/api/v1/me/notification_preferences', { signal }));
      // A stale answer may predate the last save in this tab: show what was saved meanwhile.
      if (noteAnswer(queryKey, response)) return savedHere ?? data;
      savedHere = undefined;
      return data;
    },
    staleTime: 0,
    refetchInterval: refetchWhileStale(false),
  });
}

/** PATCH /api/v1/me/notification_preferences, shown at once and rolled back if refused. */
export function useUpdatePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationPreferences) => (await unwrap(api.PATCH('/api/v1/me/notification_preferences', { body }))).data,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_KEY });
      const before = queryClient.getQueryData<NotificationPreferences>(PREFERENCES_KEY);
      queryClient.setQueryData<NotificationPreferences>(PREFERENCES_KEY, body);
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(PREFERENCES_KEY, context.before);
    },
    onSuccess: (saved) => {
      if (saved && typeof saved.critical_emails === 'boolean') {
        savedHere = saved;
        queryClient.setQueryData(PREFERENCES_KEY, saved);
      }
    },
  });
}
