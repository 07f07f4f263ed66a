import { ValidationError } from '@portal/decider';
import { parseListQuery, type ListSpec } from './list-request';

const spec: ListSpec<'name' | 'created_at', 'owner_id' | 'in_review'> = {
  sortable: { name: 'name_key', created_at: 'created_at' },
  defaultSort: '-created_at',
  filters: { owner_id: 'ids', in_review: 'flag' },
};

const fieldsOf = (query: Record<string, unknown>): Record<string, string[]> => {
  try {
    parseListQuery(query, spec);
  } catch (error) {
    if (error instanceof ValidationError) return error.details.fields ?? {};
    throw error;
  }
  throw new Error('expected a 422');
};

describe('list query convention', () => {
  it('defaults to page 1 of 50 in the default order', () => {
    expect(parseListQuery({}, spec)).toEqual({
      page: 1,
      perPage: 50,
      offset: 0,
      sort: { key: 'created_at', column: 'created_at', descending: true },
      search: '',
      filters: {},
    });
  });

  it('reads an ascending or descending whitelisted sort, the page offset and a trimmed search', () => {
    const request = parseListQuery({ page: '3', per_page: '20', sort: 'name', 'filters[search]': ' ada ' }, spec);
    expect(request).toMatchObject({ page: 3, perPage: 20, offset: 40, search: 'ada' });
    expect(request.sort).toEqual({ key: 'name', column: 'name_key', descending: false });
    expect(parseListQuery({ sort: '-name' }, spec).sort.descending).toBe(true);
  });

  it('reads filters in the bracket array format, a single value and comma lists alike', () => {
    expect(parseListQuery({ 'filters[owner_id][]': ['a', 'b', 'a'] }, spec).filters).toEqual({ owner_id: ['a', 'b'] });
    expect(parseListQuery({ 'filters[owner_id][]': 'a' }, spec).filters).toEqual({ owner_id: ['a'] });
    expect(parseListQuery({ 'filters[owner_id]': 'a,c' }, spec).filters).toEqual({ owner_id: ['a', 'c'] });
    expect(parseListQuery({ 'filters[in_review]': 'true' }, spec).filters).toEqual({ in_review: true });
    expect(parseListQuery({ 'filters[in_review]': 'false' }, spec).filters).toEqual({ in_review: false });
  });

  it('ignores filters the list does not know', () => {
    expect(parseListQuery({ 'filters[password]': 'x' }, spec).filters).toEqual({});
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ per_page: '101' }, 'per_page'],
    [{ per_page: '0' }, 'per_page'],
    [{ sort: 'password' }, 'sort'],
    [{ sort: '-constructor' }, 'sort'],
    [{ 'filters[in_review]': 'maybe' }, 'filters[in_review]'],
    [{ 'filters[search]': 'x'.repeat(201) }, 'filters[search]'],
  ])('answers 422 for %p, naming %s', (query, field) => {
    expect(Object.keys(fieldsOf(query))).toEqual([field]);
  });

  it('names every wrong field at once', () => {
    expect(Object.keys(fieldsOf({ page: '0', per_page: '500', sort: 'nope' })).sort()).toEqual(['page', 'per_page', 'sort']);
  });
});
