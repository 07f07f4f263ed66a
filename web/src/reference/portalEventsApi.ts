import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { components } from '../api/types';

export type PortalEventCatalog = components['schemas']['PortalEventCatalog'];
export type PortalEventMessage = components['schemas']['PortalEventMessage'];

/** The portal's public events (employees and admins): the contract changes only with a deploy. */
export function usePortalEventsQuery() {
  return useQuery({
    queryKey: ['reference', 'portal-events'],
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/v1/portal_events', { signal }))).data,
    staleTime: 30 * 60_000,
  });
}
