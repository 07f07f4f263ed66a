import { fromStateOf, redirectTarget, oauthReturnPath } from './redirectTarget';

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

describe('oauthReturnPath', () => {
  it('accepts a same-site OAuth path only', () => {
    expect(oauthReturnPath('?return_to=%2Foauth%2Fauth%2Fabc')).toBe('/oauth/auth/abc');
    expect(oauthReturnPath('?return_to=%2F%2Fevil.example%2Foauth%2F')).toBeNull();
    expect(oauthReturnPath('?return_to=https%3A%2F%2Fevil.example%2Foauth%2F')).toBeNull();
    expect(oauthReturnPath('?return_to=%2Fdeveloper_apps')).toBeNull();
    expect(oauthReturnPath('')).toBeNull();
  });
});
