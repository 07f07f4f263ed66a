import { useQuery } from '@tanstack/react-query';
import { statusOf } from '../api/apiError';
import { api, unwrap } from '../api/client';
import type { components } from '../api/types';

export type ListingAccess = components['schemas']['ListingAccess'];
export type ToolAccess = components['schemas']['ListingToolAccess'];

export const listingAccessKey = (appId: string) => ['catalog', 'access', appId];

/**
 * What a published listing's app can access (public): the listing page's section and the Install dialog share one
 * answer. A 404 (the catalog is a moment behind an approval, or the listing left it) is not retried.
 */
export function useListingAccessQuery(appId: string) {
  return useQuery({
    queryKey: listingAccessKey(appId),
    queryFn: async (): Promise<ListingAccess> =>
      (await unwrap(api.GET('/api/v1/marketplace/listings/{id}/access', { params: { path: { id: appId } } }))).data,
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 2 && statusOf(error) !== 404,
  });
}

/** Asks for nothing at all: no tool, no component, no OAuth (a known version whose manifest grants nothing). */
export const asksForNothing = (access: ListingAccess): boolean =>
  access.company.length + access.project.length + access.components.length === 0 && !access.oauth;

/** The read models hold no manifest for the listing's version: nothing can be said (not the same as nothing asked). */
export const accessUnknown = (access: ListingAccess): boolean => access.app_version_id === null;
