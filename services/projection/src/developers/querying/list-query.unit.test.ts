import { ValidationError } from '@portal/decider';
import { escapeRegex, parseListQuery } from './list-query';

const sortable = { name: 'name', email: 'emailLower' };

describe('admin list query', () => {
  it('defaults to page 1 of 50, unsorted', () => {
    expect(parseListQuery({}, sortable)).toEqual({ page: 1, perPage: 50, search: '', sort: null });
  });

  it('reads a descending sort and a trimmed search', () => {
    expect(parseListQuery({ page: '2', per_page: '10', sort: '-email', 'filters[search]': ' ada ' }, sortable)).toEqual({
      page: 2,
      perPage: 10,
      search: 'ada',
      sort: { field: 'emailLower', direction: -1 },
    });
  });

  it.each([{ page: '0' }, { per_page: '500' }, { sort: 'password' }, { page: 'x' }])('rejects %p', (query) => {
    expect(() => parseListQuery(query, sortable)).toThrow(ValidationError);
  });

  it('escapes regular-expression characters in searches', () => {
    expect(escapeRegex('a.b*(c)')).toBe('a\\.b\\*\\(c\\)');
  });
});
