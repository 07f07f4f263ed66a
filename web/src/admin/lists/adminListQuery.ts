import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR, toApiError } from '../../api/apiError';
import { resumingFetch } from '../../api/sessionResume';
import { DEFAULT_PER_PAGE, pageInfoFromHeaders, type PageInfo } from '../../lib/pagination';
import type { ListState } from '../listState';

/** An admin list call's query: single values, or arrays sent in the bracket format (`filters[x][]=a&filters[x][]=b`). */
export type ListQuery = Record<string, string | number | boolean | readonly string[] | undefined>;

export interface ListPage<R> {
  rows: R[];
  info: PageInfo;
}

/** The query string of a list call: arrays repeated under their bracket name, empty values left out. */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) params.append(key, item);
    else params.set(key, String(value));
  }
  return params.toString();
}

/** The paging, search and sort parameters every admin list takes. */
export function pagingQuery(state: ListState, perPage: number): ListQuery {
  const search = state.search.trim();
  return { page: state.page, per_page: perPage, sort: state.sort, 'filters[search]': search || undefined };
}

export async function fetchListPage<R>(path: string, query: ListQuery, perPage: number, signal?: AbortSignal): Promise<ListPage<R>> {
  const started = performance.now();
  let response: Response;
  try {
    response = await resumingFetch(
      new Request(`${path}?${listQueryString(query)}`, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal }),
    );
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, body, response.headers.get('Retry-After'), performance.now() - started);
  }
  const data: unknown = await response.json();
  const rows = Array.isArray(data) ? (data as R[]) : [];
  return { rows, info: pageInfoFromHeaders((name) => response.headers.get(name), { rows: rows.length, perPage }) };
}

/** Page size per list: 50 at first, then whatever that list's last per-page header said. */
const perPageOf = new Map<string, number>();

/**
 * One page of an admin list (`path` on the gateway) for the list state; `toQuery` adds the list's
 * own filters. The previous page stays on screen while the next one loads.
 */
export function useAdminListQuery<R>(path: string, state: ListState, toQuery: (state: ListState) => ListQuery = () => ({})) {
  return useQuery({
    queryKey: ['admin', 'list', path, state],
    queryFn: async ({ signal }) => {
      const perPage = perPageOf.get(path) ?? DEFAULT_PER_PAGE;
      const page = await fetchListPage<R>(path, { ...pagingQuery(state, perPage), ...toQuery(state) }, perPage, signal);
      perPageOf.set(path, page.info.perPage);
      return page;
    },
    placeholderData: keepPreviousData,
    // Every change of sort, search, filter or page reloads, even back to a state seen before
    // (its cached page shows meanwhile): admin lists follow live data.
    staleTime: 0,
  });
}
