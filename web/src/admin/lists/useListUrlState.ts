import { useCallback } from 'react';
import { useUrlSearchBox, useUrlState } from '../../ui';
import { listStateToParams, parseListState, withSearch, type ListState } from '../listState';

/**
 * An admin list's state in the URL, with its search box debounced: `go` replaces the state (use the
 * `with…` helpers of listState so changes reload page 1). `filterKeys` names the list's filters.
 */
export function useListUrlState(filterKeys: readonly string[] = []) {
  const keys = filterKeys.join(',');
  const parse = useCallback((params: URLSearchParams) => parseListState(params, keys ? keys.split(',') : []), [keys]);
  const { state, go: move } = useUrlState(parse, listStateToParams);
  const go = (next: ListState) => {
    if (next !== state) move(next, true);
  };
  const { searchInput, setSearchInput } = useUrlSearchBox(state, go, withSearch);
  return { state, go, searchInput, setSearchInput };
}
