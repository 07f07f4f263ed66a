import { listQueryString, pagingQuery } from './adminListQuery';

describe('admin list calls', () => {
  it('sends arrays in the bracket format and leaves empty values out', () => {
    expect(
      decodeURIComponent(
        listQueryString({
          page: 2,
          per_page: 50,
          sort: undefined,
          'filters[search]': '',
          'filters[owner_id][]': ['a', 'b'],
          'filters[in_review]': 'true',
        }),
      ),
    ).toBe('page=2&per_page=50&filters[owner_id][]=a&filters[owner_id][]=b&filters[in_review]=true');
  });

  it('pages with the list state: trimmed search, sort with its minus prefix', () => {
    expect(pagingQuery({ page: 3, search: '  acme ', sort: '-name' }, 25)).toEqual({
      page: 3,
      per_page: 25,
      sort: '-name',
      'filters[search]': 'acme',
    });
    expect(pagingQuery({ page: 1, search: ' ', sort: undefined }, 50)['filters[search]']).toBeUndefined();
  });
});
