import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSearchBox, useUrlState } from '../../ui';
import { listStateToParams, withSearch, type ListState } from '../listState';
import { namesUnknown, parseKnownListState, type ListUrlSpec } from './listUrlSpec';

/**
 * An admin list's state in the URL, with its search box debounced. `go` pushes a history entry (page, sort and
 * filter changes are steps Back returns to), or replaces one when asked (a correction such as clamping the page).
 * The search box pushes its first change and replaces while the entry it made is still the current one, so typing
 * adds one step, not one per pause. `spec` must be a module-level constant (see listUrlSpec).
 */
export function useListUrlState(spec: ListUrlSpec) {
  const parse = useCallback((params: URLSearchParams) => parseKnownListState(params, spec), [spec]);
  const { state, go: move } = useUrlState(parse, listStateToParams);
  const go = (next: ListState, replace = false) => {
    if (next !== state) move(next, replace);
  };

  // An unknown sort or filter value in a deep link leaves the address too; replaced, so Back does not return to it.
  const [params] = useSearchParams();
  const urlKey = params.toString();
  useEffect(() => {
    const current = new URLSearchParams(urlKey);
    if (namesUnknown(current, spec)) move(parse(current), true);
  }, [urlKey, spec, parse, move]);

  const typed = useRef<string | null>(null);
  const typeSearch = (next: ListState) => {
    if (next === state) return;
    move(next, typed.current === listStateToParams(state).toString());
    typed.current = listStateToParams(next).toString();
  };
  const { searchInput, setSearchInput } = useUrlSearchBox(state, typeSearch, withSearch);
  return { state, go, searchInput, setSearchInput };
}
