import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { removal } from '../../api/apiError';
import { api, unwrap } from '../../api/client';
import { noteAnswer, refetchWhileStale } from '../../api/staleAnswers';
import type { AdminNotification, NotificationInput } from '../../api/types';
import { NOTIFICATIONS_KEY } from '../../notifications/notificationsQuery';

export const ADMIN_NOTIFICATIONS_KEY = ['admin', 'notifications'] as const;
const LIST_KEY = [...ADMIN_NOTIFICATIONS_KEY, 'list'] as const;
const detailKey = (id: string) => [...ADMIN_NOTIFICATIONS_KEY, 'detail', id] as const;

export interface LoadedNotification {
  notification: AdminNotification;
  /** The version the form was loaded at; sent back as If-Match. */
  etag: string | null;
}

/** GET /api/v1/admin/notifications: every notification that is not deleted, newest first. */
export function useAdminNotificationsQuery() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async ({ signal, queryKey }) => {
      const { data, response } = await unwrap(api.GET('/api/v1/admin/notifications', { signal }));
      noteAnswer(queryKey, response);
      return Array.isArray(data) ? data : [];
    },
    staleTime: 0,
    refetchInterval: refetchWhileStale(false),
  });
}

/**
 * GET /api/v1/admin/notifications/{id} with its ETag. Loaded fresh for every visit and never
 * refetched behind the form's back (that would reset what the admin is typing); `refetch` is the
 * explicit reload after a 412.
 */
export function useAdminNotificationQuery(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: async ({ signal, queryKey }): Promise<LoadedNotification> => {
      const { data, response } = await unwrap(api.GET('/api/v1/admin/notifications/{id}', { params: { path: { id } }, signal }));
      noteAnswer(queryKey, response);
      return { notification: data, etag: response.headers.get('ETag') };
    },
    staleTime: Infinity,
    // A stale answer (just after a save) is replaced as soon as a fresh one comes.
    refetchInterval: refetchWhileStale(false),
    gcTime: 0,
  });
}

export type SaveRequest =
  | { mode: 'new'; input: NotificationInput; idempotencyKey: string }
  | { mode: 'edit'; id: string; etag: string | null; input: NotificationInput };

/** POST (new, with an Idempotency-Key: a repeat never announces twice) or PATCH with If-Match (edit). */
export function useSaveNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveRequest) => {
      if (request.mode === 'new') {
        const header = { 'Idempotency-Key': request.idempotencyKey };
        return (await unwrap(api.POST('/api/v1/admin/notifications', { body: request.input, params: { header } }))).data;
      }
      return (
        await unwrap(
          api.PATCH('/api/v1/admin/notifications/{id}', {
            params: { path: { id: request.id }, header: request.etag ? { 'If-Match': request.etag } : {} },
            body: request.input,
          }),
        )
      ).data;
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** DELETE with If-Match; a 404 (deleted by an earlier send whose answer was lost, or by another admin) is done. */
export function useDeleteNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag }: { id: string; etag: string | null }) => {
      await removal(() =>
        unwrap(api.DELETE('/api/v1/admin/notifications/{id}', { params: { path: { id }, header: etag ? { 'If-Match': etag } : {} } })),
      );
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}

function invalidateAll(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: LIST_KEY });
  // The admin's own bell and list show the change too.
  void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}
