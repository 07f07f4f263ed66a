import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS, listStateToParams, parseListState, withSearch, type ListState } from '../listState';

/**
 * An admin list's state in the URL, with its search box debounced (500 ms): `go` replaces the
 * state (use the `with…` helpers of listState so changes reload page 1).
 */
export function useListUrlState(filterKeys: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const state = parseListState(params, filterKeys);
  const [searchInput, setSearchInput] = useState(state.search);
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const keys = filterKeys.join(',');

  useEffect(() => {
    const current = parseListState(params, keys ? keys.split(',') : []);
    const next = withSearch(current, search);
    if (next !== current) setParams(listStateToParams(next), { replace: true });
  }, [search, params, setParams, keys]);

  const go = (next: ListState) => {
    if (next !== state) setParams(listStateToParams(next), { replace: true });
  };
  return { state, go, searchInput, setSearchInput };
}
