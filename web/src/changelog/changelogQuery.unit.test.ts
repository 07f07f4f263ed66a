import { changelogParams, readChangelogState, toggleType, withFilters, yearMonth } from './changelogQuery';

describe('changelog URL state', () => {
  it('reads and writes the spec query string, dropping defaults and unknown types', () => {
    const state = readChangelogState(
      new URLSearchParams(
        'page=3&per_page=20&filters[type][]=fix&filters[type][]=bogus&filters[breaking]=true&filters[search]=hook&custom_service_sha=4f1c2e9a',
      ),
    );
    expect(state).toEqual({ page: 3, perPage: 20, types: ['fix'], breakingOnly: true, search: 'hook', branch: '4f1c2e9a' });
    expect(changelogParams(state).toString()).toBe(
      'page=3&per_page=20&filters%5Btype%5D%5B%5D=fix&filters%5Bbreaking%5D=true&filters%5Bsearch%5D=hook&custom_service_sha=4f1c2e9a',
    );
    expect(changelogParams(readChangelogState(new URLSearchParams(''))).toString()).toBe('');
    expect(readChangelogState(new URLSearchParams('page=0&per_page=500&custom_service_sha=<x>'))).toMatchObject({
      page: 1,
      perPage: 50,
      branch: null,
    });
  });

  it('goes back to page 1 on any filter change and keeps the types in their canonical order', () => {
    const state = readChangelogState(new URLSearchParams('page=4'));
    expect(withFilters(state, { search: 'x' }).page).toBe(1);
    expect(toggleType(['sunset'], 'new')).toEqual(['new', 'sunset']);
    expect(toggleType(['new', 'sunset'], 'new')).toEqual(['sunset']);
  });

  it('shows year and month', () => {
    expect(yearMonth('2026-11-12')).toBe('November 2026');
    expect(yearMonth('nonsense')).toBe('nonsense');
  });
});
