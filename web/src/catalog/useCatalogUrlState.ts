import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../admin/listState';
import { useUrlState } from '../ui';
import { catalogStateToParams, parseCatalogState } from './catalogState';

/**
 * The catalog's state in the URL (like the admin lists): `go` pushes a new state (back returns to
 * the previous filters), the search box is debounced 500 ms and replaces the entry it types over.
 */
export function useCatalogUrlState() {
  const { state, go } = useUrlState(parseCatalogState, catalogStateToParams);

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
