import { useEffect, useRef, useState } from 'react';

/** How long a search box waits after the last keystroke before the list follows it. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A search box over a URL state (`useUrlState`): the box follows the URL when the URL changes from outside
 * (back, "clear filters"), and the URL follows the box SEARCH_DEBOUNCE_MS after the last keystroke,
 * replacing the history entry it types over (typing is not worth a back step per pause). The debounce
 * builds on the state as of its firing, not as of the keystroke, so a filter picked meanwhile stays.
 * `withSearch` gives the state with another search (lists go back to page 1).
 */
export function useUrlSearchBox<S extends { search: string }>(
  state: S,
  go: (next: S, replace?: boolean) => void,
  withSearch: (state: S, search: string) => S,
) {
  const [searchInput, setSearchInput] = useState(state.search);
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setSearchInput(state.search);
  }

  const latest = useRef({ state, go, withSearch });
  useEffect(() => {
    latest.current = { state, go, withSearch };
  });
  useEffect(() => {
    if (searchInput === latest.current.state.search) return;
    const timer = window.setTimeout(() => {
      const { state: current, go: move, withSearch: searched } = latest.current;
      move(searched(current, searchInput), true);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  return { searchInput, setSearchInput };
}
