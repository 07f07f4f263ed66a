import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { getCsrfToken } from '../api/csrf';
import type { components } from '../api/types';
import { meQueryOptions } from '../identity/meQuery';
import { pageInfoFromHeaders, type PageInfo } from '../lib/pagination';
import type { ChangelogState } from './changelogQuery';

export type ChangelogEntry = components['schemas']['ChangelogEntry'];

export interface ChangelogPage {
  entries: ChangelogEntry[];
  info: PageInfo;
}

/**
 * GET /api/v1/resource_groups/aggregated_changelog (spec §7): with the CSRF header, the `total`
 * header read; on failure a logged warning and an empty list, never an error page.
 */
export async function fetchChangelog(state: ChangelogState, signal?: AbortSignal): Promise<ChangelogPage> {
  const empty = { entries: [], info: { total: 0, perPage: state.perPage } };
  try {
    const csrf = getCsrfToken();
    const { data, response } = await api.GET('/api/v1/resource_groups/aggregated_changelog', {
      params: {
        query: {
          page: state.page,
          per_page: state.perPage,
          ...(state.types.length > 0 ? { 'filters[type][]': state.types } : {}),
          ...(state.breakingOnly ? { 'filters[breaking]': 'true' as const } : {}),
          ...(state.search.trim() ? { 'filters[search]': state.search.trim() } : {}),
          ...(state.branch ? { custom_service_sha: state.branch } : {}),
        },
      },
      headers: csrf ? { 'X-CSRF-Token': csrf } : {},
      signal,
    });
    if (!response.ok || !Array.isArray(data)) {
      console.warn(`[changelog] could not load the changelog (HTTP ${response.status}); showing nothing`);
      return empty;
    }
    return {
      entries: data,
      info: pageInfoFromHeaders((name) => response.headers.get(name), { rows: data.length, perPage: state.perPage }),
    };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.warn('[changelog] could not load the changelog; showing nothing', error);
    return empty;
  }
}

export function useChangelogQuery(state: ChangelogState) {
  // The CSRF header (spec §7) comes with the session: the first page waits for it rather than go without.
  const session = useQuery(meQueryOptions);
  return useQuery({
    queryKey: ['changelog', state],
    queryFn: ({ signal }) => fetchChangelog(state, signal),
    placeholderData: (previous) => previous,
    enabled: !session.isPending,
  });
}

export function useBranchesQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['changelog', 'branches'],
    enabled,
    queryFn: async () => {
      const { data } = await api.GET('/api/v1/resource_groups/branches');
      return data?.data ?? [];
    },
  });
}
