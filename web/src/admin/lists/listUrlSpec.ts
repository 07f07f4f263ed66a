import { listStateToParams, parseListState, type ListState } from '../listState';

/**
 * What an admin list takes from its address: the sort keys its API accepts (the contract's `sort` description)
 * and, per filter, which values it accepts. Anything else in a deep link would make the call a 422.
 */
export interface ListUrlSpec {
  sorts: readonly string[];
  filters?: Readonly<Record<string, (value: string) => boolean>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
export const oneOf =
  (...values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);
export const isFlag = oneOf('true', 'false');

export const filterKeysOf = (spec: ListUrlSpec): string[] => Object.keys(spec.filters ?? {});

/**
 * The list state a URL names, less an unknown sort and filter values the API would refuse: the list shows (unsorted,
 * unfiltered by them) rather than the API's 422, as a page past the end shows the last page.
 */
export function parseKnownListState(params: URLSearchParams, spec: ListUrlSpec): ListState {
  const state = parseListState(params, filterKeysOf(spec));
  const sort = state.sort && spec.sorts.includes(state.sort.replace(/^-/, '')) ? state.sort : undefined;
  if (!state.filters) return { ...state, sort };
  const filters: Record<string, readonly string[]> = {};
  for (const [key, values] of Object.entries(state.filters)) {
    const accepts = spec.filters?.[key];
    const known = accepts ? values.filter(accepts) : values;
    if (known.length > 0) filters[key] = known;
  }
  return { ...state, sort, filters };
}

/** True when `params` name a sort or filter value the list drops (the address is then corrected, replacing it). */
export function namesUnknown(params: URLSearchParams, spec: ListUrlSpec): boolean {
  const asWritten = listStateToParams(parseListState(params, filterKeysOf(spec))).toString();
  return listStateToParams(parseKnownListState(params, spec)).toString() !== asWritten;
}
