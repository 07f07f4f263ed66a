import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { components } from '../api/types';

export type ResourceGroup = components['schemas']['ResourceGroup'];

/** The resource groups the reader may see (internal ones for employees and admins); keyed by who reads. */
export function useResourceGroupsQuery(readerKey: string) {
  return useQuery({
    queryKey: ['reference', 'groups', readerKey],
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/v1/resource_groups', { signal }))).data.data,
    staleTime: 5 * 60_000,
  });
}

/** One group's OpenAPI document as the reader may see it (the group page and the reference search share it). */
export const groupDocumentOptions = (id: string, readerKey: string) =>
  queryOptions({
    queryKey: ['reference', 'document', id, readerKey],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/resource_groups/{id}/openapi.json', { params: { path: { id } }, signal }))).data as Record<
        string,
        unknown
      >,
    staleTime: 5 * 60_000,
  });

export function useGroupDocumentQuery(id: string, readerKey: string) {
  return useQuery(groupDocumentOptions(id, readerKey));
}
