import { isFlag, isUuid, namesUnknown, oneOf, parseKnownListState, type ListUrlSpec } from './listUrlSpec';

const APPS: ListUrlSpec = {
  sorts: ['internal_name', 'created_at'],
  filters: { owner: isUuid, with_deleted: isFlag, env: oneOf('sandbox') },
};
const ID = '0b9a1c3e-5d2f-4a6b-8c7d-9e0f1a2b3c4d';

describe('an admin list deep link', () => {
  it('keeps a sort the API takes, ascending or descending', () => {
    expect(parseKnownListState(new URLSearchParams('sort=-created_at&page=2'), APPS)).toMatchObject({ sort: '-created_at', page: 2 });
    expect(namesUnknown(new URLSearchParams('sort=internal_name'), APPS)).toBe(false);
  });

  it('drops an unknown sort (the API would answer 422) and keeps the rest', () => {
    const params = new URLSearchParams('sort=bogus&search=acme&page=3');
    expect(parseKnownListState(params, APPS)).toEqual({ page: 3, search: 'acme', sort: undefined, filters: {} });
    expect(namesUnknown(params, APPS)).toBe(true);
  });

  it('drops filter values the API refuses, keeping the good ones', () => {
    const params = new URLSearchParams(`owner=bogus&owner=${ID}&with_deleted=maybe&env=sandbox`);
    expect(parseKnownListState(params, APPS).filters).toEqual({ owner: [ID], env: ['sandbox'] });
    expect(namesUnknown(params, APPS)).toBe(true);
    expect(namesUnknown(new URLSearchParams(`owner=${ID}&with_deleted=true`), APPS)).toBe(false);
  });

  it('a list without filters ignores filter-like parameters', () => {
    expect(parseKnownListState(new URLSearchParams('owner=x'), { sorts: [] })).toEqual({ page: 1, search: '', sort: undefined });
  });
});
