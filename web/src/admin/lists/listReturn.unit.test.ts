import { listLinkState, listReturnPath } from './listReturn';

describe('returning to an admin list', () => {
  const LIST = '/admin/developers';

  it('the row link carries the list as it is: search, sort, page', () => {
    expect(listLinkState({ pathname: LIST, search: '?search=acme&sort=-email&page=2' })).toEqual({
      from: '/admin/developers?search=acme&sort=-email&page=2',
    });
    expect(listLinkState({ pathname: LIST, search: '' })).toEqual({ from: LIST });
  });

  it('goes back to the list as it was', () => {
    expect(listReturnPath({ from: '/admin/developers?search=acme&sort=-email&page=2' }, LIST)).toBe(
      '/admin/developers?search=acme&sort=-email&page=2',
    );
    expect(listReturnPath({ from: LIST }, LIST)).toBe(LIST);
  });

  it('goes to the bare list without state, or with a `from` naming anything else', () => {
    expect(listReturnPath(null, LIST)).toBe(LIST);
    expect(listReturnPath(undefined, LIST)).toBe(LIST);
    expect(listReturnPath({ from: 42 }, LIST)).toBe(LIST);
    expect(listReturnPath({ from: '/admin/developer_apps?page=2' }, LIST)).toBe(LIST);
    expect(listReturnPath({ from: '/admin/developers-other?page=2' }, LIST)).toBe(LIST);
    expect(listReturnPath({ from: '/admin/developers/abc/edit' }, LIST)).toBe(LIST);
    expect(listReturnPath({ from: '//evil.example/admin/developers?page=2' }, LIST)).toBe(LIST);
    expect(listReturnPath({ from: 'https://evil.example/admin/developers' }, LIST)).toBe(LIST);
  });
});
