import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { ReferenceItem, ReferenceKind } from './referenceModel';

export const referenceKey = (kind: ReferenceKind) => ['admin', 'marketplace_reference', kind] as const;

export interface LoadedList {
  items: ReferenceItem[];
  /** The list's version, sent back as If-Match. */
  etag: string;
}

/** GET /api/v1/admin/marketplace_reference/{kind}: the list as stored, with its ETag. */
export function useReferenceListQuery(kind: ReferenceKind) {
  return useQuery({
    queryKey: referenceKey(kind),
    queryFn: async ({ signal }): Promise<LoadedList> => {
      const { data, response } = await unwrap(
        api.GET('/api/v1/admin/marketplace_reference/{kind}', { params: { path: { kind } }, signal }),
      );
      return { items: data.items, etag: response.headers.get('ETag') ?? 'W/"0"' };
    },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** PUT with If-Match: 422 names the cells, 412 means someone else saved the list first. */
export function useSaveReferenceListMutation(kind: ReferenceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ items, etag }: { items: ReferenceItem[]; etag: string }): Promise<LoadedList> => {
      const { data, response } = await unwrap(
        api.PUT('/api/v1/admin/marketplace_reference/{kind}', {
          params: { path: { kind }, header: { 'If-Match': etag } },
          body: { items },
        }),
      );
      return { items: data.items, etag: response.headers.get('ETag') ?? etag };
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(referenceKey(kind), saved);
      // The editor's pickers and the catalog's filter read these lists: fetch them afresh when next shown.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['marketplace', 'reference'] }),
        queryClient.invalidateQueries({ queryKey: ['marketplace', 'categories'] }),
        queryClient.invalidateQueries({ queryKey: ['catalog', 'categories'] }),
      ]);
    },
  });
}
