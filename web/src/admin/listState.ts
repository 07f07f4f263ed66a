import { isPageInRange, type PageInfo } from '../lib/pagination';
import { nextSort } from '../lib/sortCycle';

/** State of an admin list (page, search, sort, filters), kept in the URL query string. */
export interface ListState {
  page: number;
  search: string;
  sort: string | undefined;
  /** The list's own filters (e.g. owners, environment, flags), each a list of values; absent when it has none. */
  filters?: Readonly<Record<string, readonly string[]>>;
}

const SORT_PATTERN = /^-?[a-z_]+$/;

const MAX_FILTER_VALUES = 100;

/** The state in `params`; `filterKeys` names the list's filters (each a repeated URL parameter). */
export function parseListState(params: URLSearchParams, filterKeys: readonly string[] = []): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? undefined;
  const state: ListState = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search') ?? '',
    sort: sort && SORT_PATTERN.test(sort) ? sort : undefined,
  };
  if (filterKeys.length === 0) return state;
  const filters: Record<string, string[]> = {};
  for (const key of filterKeys) {
    const values = params.getAll(key).filter((v) => v !== '');
    if (values.length > 0) filters[key] = values.slice(0, MAX_FILTER_VALUES);
  }
  return { ...state, filters };
}

export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.sort) params.set('sort', state.sort);
  for (const [key, values] of Object.entries(state.filters ?? {})) for (const value of values) params.append(key, value);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The values of one filter (empty when unset). */
export function filterValues(state: ListState, key: string): readonly string[] {
  return state.filters?.[key] ?? [];
}

/** Any filter (or environment) change reloads page 1; an empty list removes the filter. */
export function withFilter(state: ListState, key: string, values: readonly string[]): ListState {
  const current = filterValues(state, key);
  if (current.length === values.length && current.every((v, i) => v === values[i])) return state;
  const filters = { ...state.filters };
  if (values.length > 0) filters[key] = values;
  else delete filters[key];
  return { ...state, filters, page: 1 };
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
