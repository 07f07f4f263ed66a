import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { DeveloperRow } from '../api/types';
import { DEFAULT_PER_PAGE, pageInfoFromHeaders, type PageInfo } from '../lib/pagination';
import type { ListState } from './listState';

export interface DevelopersPage {
  rows: DeveloperRow[];
  info: PageInfo;
}

export async function fetchDevelopers(state: ListState, perPage: number, signal?: AbortSignal): Promise<DevelopersPage> {
  const { data, response } = await unwrap(
    api.GET('/api/v1/admin/developers', {
      params: {
        query: {
          page: state.page,
          per_page: perPage,
          ...(state.search.trim() ? { 'filters[search]': state.search.trim() } : {}),
          ...(state.sort ? { sort: state.sort } : {}),
        },
      },
      signal,
    }),
  );
  const rows = Array.isArray(data) ? data : [];
  return { rows, info: pageInfoFromHeaders((name) => response.headers.get(name), { rows: rows.length, perPage }) };
}

/** Page size: 50 at first, then whatever the last per-page header said. */
let perPage = DEFAULT_PER_PAGE;

/** GET /api/v1/admin/developers for the list state. */
export function useDevelopersQuery(state: ListState) {
  return useQuery({
    queryKey: ['admin', 'developers', state],
    queryFn: async ({ signal }) => {
      const page = await fetchDevelopers(state, perPage, signal);
      perPage = page.info.perPage;
      return page;
    },
    placeholderData: keepPreviousData,
  });
}
