import {
  OOB_REDIRECT_URI,
  checkRedirectUri,
  redirectUriMessage,
  checkRedirectUris,
  normaliseRedirectUris,
  redirectUriLines,
} from './redirect-uris';

describe('redirect URI rules', () => {
  it('accepts https, http://localhost with any port and the redirectless URN', () => {
    expect(checkRedirectUri('https://example.com/callback')).toBeNull();
    expect(checkRedirectUri('https://example.com:8443/cb?x=1')).toBeNull();
    expect(checkRedirectUri('http://localhost')).toBeNull();
    expect(checkRedirectUri('http://localhost:3000/callback')).toBeNull();
    expect(checkRedirectUri(OOB_REDIRECT_URI)).toBeNull();
  });

  it('refuses http elsewhere, other schemes, garbage and fragments', () => {
    expect(checkRedirectUri('http://example.com')).toBe('http_not_localhost');
    // Loopback by number is not "localhost" as spec 2 §5 names it (docs/decisions.md).
    expect(checkRedirectUri('http://127.0.0.1:3000')).toBe('http_not_localhost');
    expect(checkRedirectUri('http://localhost.evil.com')).toBe('http_not_localhost');
    expect(checkRedirectUri('ftp://example.com')).toBe('not_https');
    expect(checkRedirectUri('javascript:alert(1)')).toBe('not_https');
    expect(checkRedirectUri('example.com/callback')).toBe('invalid');
    expect(checkRedirectUri('urn:ietf:wg:oauth:2.0:other')).toBe('not_https');
    expect(checkRedirectUri('http://example.com/#x')).toBe('fragment');
    expect(checkRedirectUri('https://example.com/cb#frag')).toBe('fragment');
  });

  it('names each bad line by its number in the textarea', () => {
    const text = 'https://ok.example.com\n\n  http://example.com  \nnot a uri\r\nhttp://localhost:8080';
    expect(checkRedirectUris(text)).toEqual([
      { line: 3, uri: 'http://example.com', problem: 'http_not_localhost' },
      { line: 4, uri: 'not a uri', problem: 'invalid' },
    ]);
    expect(redirectUriLines(text)).toHaveLength(4);
  });

  it('words problems like the server', () => {
    expect(redirectUriMessage({ line: 2, uri: 'http://example.com', problem: 'http_not_localhost' })).toBe(
      'Line 2: "http://example.com" must use https (http is only allowed for localhost)',
    );
    expect(redirectUriMessage({ line: 4, uri: 'javascript:alert(1)', problem: 'not_https' })).toBe(
      'Line 4: "javascript:alert(1)" is not an https URL',
    );
    expect(redirectUriMessage({ line: 1, uri: 'x', problem: 'invalid' })).toBe('Line 1: "x" is not a valid URI');
    expect(redirectUriMessage({ line: 3, uri: 'https://a/#f', problem: 'fragment' })).toBe(
      'Line 3: "https://a/#f" must not contain a fragment',
    );
  });

  it('normalises lines', () => {
    expect(normaliseRedirectUris(' https://a.example \n\nhttps://b.example\n')).toBe('https://a.example\nhttps://b.example');
  });
});
