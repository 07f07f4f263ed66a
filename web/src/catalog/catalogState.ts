import { filterValues, listStateToParams, parseListState, type ListState } from '../admin/listState';

/** The catalog's state in the URL: `search`, repeated `category`, `sort` (absent = newest) and `page`. */
export interface CatalogState {
  page: number;
  search: string;
  sort: CatalogSort | undefined;
  categories: readonly string[];
}

export const CATALOG_SORTS = ['-published_at', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const DEFAULT_SORT: CatalogSort = '-published_at';

export const CATEGORY_KEY = 'category';
export const CATALOG_FILTERS = [CATEGORY_KEY] as const;

const isSort = (value: string | undefined): value is CatalogSort => CATALOG_SORTS.some((s) => s === value);

/** A category id as the reference lists make them (the API refuses others with a 422). */
const CATEGORY_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The catalog's view of an admin-style list state (an unknown sort falls back to newest, a malformed category is dropped). */
export function toCatalogState(state: ListState): CatalogState {
  return {
    page: state.page,
    search: state.search,
    sort: isSort(state.sort) && state.sort !== DEFAULT_SORT ? state.sort : undefined,
    categories: filterValues(state, CATEGORY_KEY).filter((id) => CATEGORY_ID.test(id)),
  };
}

export function parseCatalogState(params: URLSearchParams): CatalogState {
  return toCatalogState(parseListState(params, CATALOG_FILTERS));
}

export function catalogStateToParams(state: CatalogState): URLSearchParams {
  return listStateToParams({
    page: state.page,
    search: state.search,
    sort: state.sort,
    filters: state.categories.length > 0 ? { [CATEGORY_KEY]: state.categories } : {},
  });
}

/** Adds or removes one category; any change goes back to page 1. */
export function toggleCategory(categories: readonly string[], id: string): string[] {
  return categories.includes(id) ? categories.filter((c) => c !== id) : [...categories, id];
}
