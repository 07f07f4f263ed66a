import { useUrlSearchBox, useUrlState } from '../ui';
import { catalogStateToParams, parseCatalogState, type CatalogState } from './catalogState';

const withSearch = (state: CatalogState, search: string): CatalogState => ({ ...state, search, page: 1 });

/**
 * The catalog's state in the URL (like the admin lists): `go` pushes a new state (back returns to
 * the previous filters); the search box is debounced and replaces the entry it types over.
 */
export function useCatalogUrlState() {
  const { state, go } = useUrlState(parseCatalogState, catalogStateToParams);
  const { searchInput, setSearchInput } = useUrlSearchBox(state, go, withSearch);
  return { state, go, searchInput, setSearchInput };
}
