import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { pageInfoFromHeaders, type PageInfo } from '../lib/pagination';
import type { SecurityEvent } from './describeSecurityEvent';

export const SECURITY_LOG_PER_PAGE = 10;
const SECURITY_LOG_KEY = ['security-log'] as const;

/** Whose log: the signed-in account's own, or (admins) a developer's by id. */
export type SecurityLogOwner = { self: true } | { developerId: string };

export interface SecurityLogPage {
  events: SecurityEvent[];
  info: PageInfo;
}

/** One page of a security log, newest first; the page on screen stays while the next loads. */
export function useSecurityLogQuery(owner: SecurityLogOwner, page: number) {
  const query = { page, per_page: SECURITY_LOG_PER_PAGE };
  return useQuery({
    queryKey: [...SECURITY_LOG_KEY, 'developerId' in owner ? owner.developerId : 'me', page],
    queryFn: async ({ signal }): Promise<SecurityLogPage> => {
      const { data, response } =
        'developerId' in owner
          ? await unwrap(
              api.GET('/api/v1/admin/developers/{id}/security_events', { params: { path: { id: owner.developerId }, query }, signal }),
            )
          : await unwrap(api.GET('/api/v1/me/security_events', { params: { query }, signal }));
      return {
        events: data,
        info: pageInfoFromHeaders((name) => response.headers.get(name), { rows: data.length, perPage: SECURITY_LOG_PER_PAGE }),
      };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After a change the log records (password, address, two-step verification): every log shown reads again. */
export const refreshSecurityLog = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: SECURITY_LOG_KEY });
