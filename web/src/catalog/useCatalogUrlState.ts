import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../admin/listState';
import { catalogStateToParams, parseCatalogState, type CatalogState } from './catalogState';

/**
 * The catalog's state in the URL (like the admin lists): `go` pushes a new state (back returns to
 * the previous filters), the search box is debounced 500 ms and replaces the entry it types over.
 */
export function useCatalogUrlState() {
  const [params, setParams] = useSearchParams();
  const urlKey = params.toString();
  // The router moves the URL in a transition, so on a busy device a ticked box would spring back until it
  // commits: the state asked for shows at once, and the URL is the truth again as soon as it moves (or is moved by back).
  const [pending, setPending] = useState<{ from: string; state: CatalogState } | null>(null);
  if (pending !== null && pending.from !== urlKey) setPending(null);
  const state = pending?.state ?? parseCatalogState(params);
  const go = useCallback(
    (next: CatalogState, replace = false) => {
      setPending({ from: urlKey, state: next });
      setParams(catalogStateToParams(next), { replace });
    },
    [setParams, urlKey],
  );

  // The box follows the URL when it changes from outside (back, "clear"), and the URL follows the box.
  const [searchInput, setSearchInput] = useState(state.search);
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setSearchInput(state.search);
  }

  const latest = useRef({ state, go });
  useEffect(() => {
    latest.current = { state, go };
  });
  useEffect(() => {
    if (searchInput === latest.current.state.search) return;
    const timer = window.setTimeout(() => {
      const current = latest.current.state;
      latest.current.go({ ...current, search: searchInput, page: 1 }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  return { state, go, searchInput, setSearchInput };
}
