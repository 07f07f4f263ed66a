import { isPageInRange, type PageInfo } from '../lib/pagination';
import { nextSort } from '../lib/sortCycle';

/** State of an admin list (page, search, sort), kept in the URL query string. */
export interface ListState {
  page: number;
  search: string;
  sort: string | undefined;
}

export const SEARCH_DEBOUNCE_MS = 500;

const SORT_PATTERN = /^-?[a-z_]+$/;

export function parseListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? undefined;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search') ?? '',
    sort: sort && SORT_PATTERN.test(sort) ? sort : undefined,
  };
}

export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Any search change reloads page 1. */
export function withSearch(state: ListState, search: string): ListState {
  return search === state.search ? state : { ...state, search, page: 1 };
}

/** Clicking a column cycles its sort (asc → desc → none) and reloads page 1. */
export function withSortToggled(state: ListState, field: string): ListState {
  return { ...state, sort: nextSort(state.sort, field), page: 1 };
}

/** A page outside 1..total pages is ignored (the state is returned unchanged). */
export function withPage(state: ListState, page: number, info: PageInfo): ListState {
  return isPageInRange(page, info) ? { ...state, page } : state;
}
