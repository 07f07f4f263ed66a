import { ValidationError, type FieldErrors } from '@portal/decider';

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 100;
const MAX_FILTER_VALUES = 100;

/** `text`: one string; `ids`: a bracket array (`filters[x][]=a&filters[x][]=b`); `flag`: true / false. */
export type FilterKind = 'text' | 'ids' | 'flag';

/** What one list accepts: the sort keys it exposes (API name → SQL column) and its filters. */
export interface ListSpec<S extends string = string, F extends string = string> {
  sortable: Record<S, string>;
  /** The order when none is asked for, in the same `key` / `-key` form. */
  defaultSort: `${S}` | `-${S}`;
  filters?: Record<F, FilterKind>;
}

export interface ListSort {
  key: string;
  column: string;
  descending: boolean;
}

export interface ListRequest<F extends string = string> {
  page: number;
  perPage: number;
  offset: number;
  sort: ListSort;
  /** `filters[search]`, trimmed; empty when absent. */
  search: string;
  filters: Partial<Record<F, string | string[] | boolean>>;
}

type Query = Record<string, unknown>;

const wholeNumber = (value: unknown, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'number' || (typeof text === 'string' && /^-?\d+$/.test(text)) ? Number(text) : Number.NaN;
};

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Both `filters[x][]` (the bracket array format) and a plain `filters[x]` are read. */
const filterValues = (query: Query, name: string): unknown[] => [
  ...asList(query[`filters[${name}][]`]),
  ...asList(query[`filters[${name}]`]),
];

const parseSort = (raw: string, sortable: Record<string, string>): ListSort | null => {
  const key = raw.replace(/^-/, '');
  const column = Object.prototype.hasOwnProperty.call(sortable, key) ? sortable[key] : undefined;
  return column ? { key, column, descending: raw.startsWith('-') } : null;
};

const parseFilter = (kind: FilterKind, values: unknown[]): string | string[] | boolean | undefined | Error => {
  if (values.length === 0) return undefined;
  if (values.some((v) => typeof v !== 'string' && typeof v !== 'boolean')) return new Error('must be text');
  const texts = values.map(String);
  if (kind === 'ids') {
    const ids = [...new Set(texts.flatMap((t) => t.split(',')).map((t) => t.trim()))].filter(Boolean);
    return ids.length > MAX_FILTER_VALUES ? new Error(`takes at most ${MAX_FILTER_VALUES} values`) : ids;
  }
  const last = texts.at(-1)!.trim();
  if (kind === 'text') return last.length > 200 ? new Error('must be at most 200 characters') : last;
  if (['true', '1'].includes(last)) return true;
  if (['false', '0', ''].includes(last)) return false;
  return new Error('must be true or false');
};

/**
 * Reads the list convention shared by every list endpoint: `page` ≥ 1, `per_page` 1–100 (default
 * 50), `sort` = a whitelisted key, `-key` for descending, `filters[search]` and the spec's own
 * filters. Anything else that is wrong is a 422 naming the field, never a 500 or a silent default.
 */
export const parseListQuery = <S extends string, F extends string>(query: Query, spec: ListSpec<S, F>): ListRequest<F> => {
  const fields: FieldErrors = {};
  const page = wholeNumber(query.page, 1);
  const perPage = wholeNumber(query.per_page, DEFAULT_PER_PAGE);
  if (!Number.isSafeInteger(page) || page < 1) fields.page = ['page must be a whole number from 1'];
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    fields.per_page = [`per_page must be a whole number from 1 to ${MAX_PER_PAGE}`];
  }
  const rawSort = asList(query.sort).at(-1);
  const sort = parseSort(typeof rawSort === 'string' && rawSort !== '' ? rawSort : spec.defaultSort, spec.sortable);
  if (!sort) fields.sort = [`sort must be one of ${Object.keys(spec.sortable).join(', ')} (prefix - for descending)`];

  const search = parseFilter('text', filterValues(query, 'search'));
  if (search instanceof Error) fields['filters[search]'] = [`filters[search] ${search.message}`];
  const filters: ListRequest<F>['filters'] = {};
  for (const [name, kind] of Object.entries(spec.filters ?? {}) as [F, FilterKind][]) {
    const value = parseFilter(kind, filterValues(query, name));
    if (value instanceof Error) fields[`filters[${name}]`] = [`filters[${name}] ${value.message}`];
    else if (value !== undefined) filters[name] = value;
  }
  if (Object.keys(fields).length > 0 || !sort) throw new ValidationError(fields);
  return {
    page,
    perPage,
    offset: (page - 1) * perPage,
    sort,
    search: typeof search === 'string' ? search : '',
    filters,
  };
};
