import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { noteAnswer, refetchWhileStale } from '../api/staleAnswers';
import type { Notification } from '../api/types';
import { withRead } from './unread';

/** Every developer-side notification query starts with this key (the bell, the list, the reader). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
const detailKey = (id: string) => [...NOTIFICATIONS_KEY, 'detail', id] as const;

/** The bell checks for new announcements this often while a page is open. */
const BELL_REFRESH_MS = 60_000;

/**
 * Notifications opened in this tab whose read state a stale answer may not show yet (see
 * `staleAnswers.ts`); a fresh answer clears them.
 */
const openedHere = new Map<string, string>();

export const notificationsListOptions = queryOptions({
  queryKey: LIST_KEY,
  queryFn: async ({ signal, queryKey }): Promise<Notification[]> => {
    const { data, response } = await unwrap(api.GET('/api/v1/notifications', { signal }));
    let list = Array.isArray(data) ? data : [];
    if (noteAnswer(queryKey, response)) {
      for (const [id, readAt] of openedHere) list = withRead(list, id, readAt);
    } else {
      openedHere.clear();
    }
    return list;
  },
});

/** GET /api/v1/notifications: the signed-in developer's visible notifications, newest first. */
export function useNotificationsQuery(options: { enabled?: boolean; poll?: boolean } = {}) {
  return useQuery({
    ...notificationsListOptions,
    enabled: options.enabled ?? true,
    refetchInterval: refetchWhileStale(options.poll ? BELL_REFRESH_MS : false),
  });
}

/** GET /api/v1/notifications/{id}, shown at once from the list when it is already loaded. */
export function useNotificationQuery(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Notification>({
    queryKey: detailKey(id),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/v1/notifications/{id}', { params: { path: { id } }, signal }))).data,
    placeholderData: (): Notification | undefined => queryClient.getQueryData(notificationsListOptions.queryKey)?.find((n) => n.id === id),
  });
}

/**
 * PATCH /api/v1/notifications/{id} (mark read). The caches are updated before the call returns,
 * so the bell's count drops at once; the list is refetched afterwards (the gateway waits for the
 * projection to apply this session's write, so the refetch cannot bring the old state back).
 */
export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await unwrap(api.PATCH('/api/v1/notifications/{id}', { params: { path: { id } } }))).data,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      const readAt = new Date().toISOString();
      openedHere.set(id, readAt);
      queryClient.setQueryData(notificationsListOptions.queryKey, (list) => (list ? withRead(list, id, readAt) : list));
      queryClient.setQueryData<Notification>(detailKey(id), (n) => (n && !n.read_at ? { ...n, read_at: readAt } : n));
    },
    onSuccess: (notification, id) => {
      if (notification && typeof notification === 'object' && notification.id === id) {
        queryClient.setQueryData(detailKey(id), notification);
      }
    },
    onError: (_error, id) => {
      openedHere.delete(id);
      return queryClient.invalidateQueries({ queryKey: detailKey(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

/** The most ids one "mark all as read" call takes (the API's limit). */
const MARK_ALL_CHUNK = 200;

/**
 * POST /api/v1/notification_reads ("Mark all as read") with the unread ids the list shows. Like a single read,
 * the caches show them read before the call returns, and the list is refetched afterwards.
 */
export function useMarkAllNotificationsReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (let start = 0; start < ids.length; start += MARK_ALL_CHUNK) {
        const chunk = ids.slice(start, start + MARK_ALL_CHUNK);
        await unwrap(api.POST('/api/v1/notification_reads', { body: { notification_ids: chunk } }));
      }
    },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      const readAt = new Date().toISOString();
      for (const id of ids) openedHere.set(id, readAt);
      queryClient.setQueryData(notificationsListOptions.queryKey, (list) =>
        list ? ids.reduce((l, id) => withRead(l, id, readAt), list) : list,
      );
    },
    onError: (_error, ids) => {
      for (const id of ids) openedHere.delete(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
