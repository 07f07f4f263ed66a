import { fromStateOf, redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('returns same-site paths', () => {
    expect(redirectTarget('/admin/developers?page=2')).toBe('/admin/developers?page=2');
  });

  it('refuses other origins, auth pages and junk', () => {
    expect(redirectTarget('//evil.example')).toBe('/');
    expect(redirectTarget('https://evil.example')).toBe('/');
    expect(redirectTarget('/sign_in')).toBe('/');
    expect(redirectTarget(undefined)).toBe('/');
    expect(redirectTarget(42)).toBe('/');
  });
});

describe('fromStateOf', () => {
  it('reads the from field of router state', () => {
    expect(fromStateOf({ from: '/admin' })).toBe('/admin');
    expect(fromStateOf(null)).toBeUndefined();
    expect(fromStateOf({ from: 1 })).toBeUndefined();
  });
});
