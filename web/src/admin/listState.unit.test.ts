import { listStateToParams, parseListState, withPage, withSearch, withSortToggled, filterValues, withFilter } from './listState';

describe('admin list state', () => {
  it('parses and serialises the query string', () => {
    const state = parseListState(new URLSearchParams('page=3&search=acme&sort=-email'));
    expect(state).toEqual({ page: 3, search: 'acme', sort: '-email' });
    expect(listStateToParams(state).toString()).toBe('search=acme&sort=-email&page=3');
  });

  it('ignores bad values', () => {
    expect(parseListState(new URLSearchParams('page=0&sort=DROP TABLE'))).toEqual({ page: 1, search: '', sort: undefined });
    expect(parseListState(new URLSearchParams('page=abc')).page).toBe(1);
    expect(listStateToParams({ page: 1, search: '', sort: undefined }).toString()).toBe('');
  });

  it('goes back to page 1 on search and sort changes', () => {
    const state = { page: 4, search: '', sort: undefined };
    expect(withSearch(state, 'bob')).toEqual({ page: 1, search: 'bob', sort: undefined });
    expect(withSearch(state, '')).toBe(state);
    const sorted = withSortToggled(state, 'name');
    expect(sorted).toEqual({ page: 1, search: '', sort: 'name' });
    expect(withSortToggled(sorted, 'name').sort).toBe('-name');
    expect(withSortToggled(withSortToggled(sorted, 'name'), 'name').sort).toBeUndefined();
  });

  it('ignores pages out of range', () => {
    const state = { page: 1, search: '', sort: undefined };
    const info = { total: 120, perPage: 50 };
    expect(withPage(state, 3, info).page).toBe(3);
    expect(withPage(state, 4, info)).toBe(state);
    expect(withPage(state, 0, info)).toBe(state);
  });
});

describe('list filters', () => {
  it('reads the named filters from repeated parameters and writes them back', () => {
    const params = new URLSearchParams('owner=a&owner=b&environment=sandbox&other=x&page=2');
    const state = parseListState(params, ['owner', 'environment']);
    expect(state).toEqual({ page: 2, search: '', sort: undefined, filters: { owner: ['a', 'b'], environment: ['sandbox'] } });
    expect(listStateToParams(state).toString()).toBe('owner=a&owner=b&environment=sandbox&page=2');
  });

  it('a filter change reloads page 1, the same values change nothing, an empty list removes it', () => {
    const state = parseListState(new URLSearchParams('owner=a&page=3'), ['owner']);
    expect(withFilter(state, 'owner', ['a'])).toBe(state);
    expect(withFilter(state, 'owner', ['a', 'b'])).toEqual({ ...state, page: 1, filters: { owner: ['a', 'b'] } });
    expect(withFilter(state, 'owner', [])).toEqual({ ...state, page: 1, filters: {} });
    expect(filterValues(state, 'missing')).toEqual([]);
  });
});
