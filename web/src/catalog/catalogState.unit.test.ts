import { catalogStateToParams, parseCatalogState } from './catalogState';

describe('the catalog state in the URL', () => {
  it('reads search, categories, sort and page, and writes them back', () => {
    const state = parseCatalogState(new URLSearchParams('search=crm&category=bidding&category=erp&sort=name&page=2'));
    expect(state).toEqual({ search: 'crm', categories: ['bidding', 'erp'], sort: 'name', page: 2 });
    expect(catalogStateToParams(state).toString()).toBe('search=crm&sort=name&category=bidding&category=erp&page=2');
  });

  it('drops what a hand-edited URL gets wrong instead of failing the list: a malformed category, an unknown sort', () => {
    const state = parseCatalogState(new URLSearchParams(`category=Bidding&category=${'a'.repeat(64)}&category=erp&sort=price`));
    expect(state.categories).toEqual(['erp']);
    expect(state.sort).toBeUndefined();
  });
});
