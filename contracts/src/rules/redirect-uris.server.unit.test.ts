import { checkRedirectUri, parseRedirectUris, REDIRECT_URI_PROBLEM_WORDS } from './redirect-uris';

const lineProblem = (uri: string): string | null => {
  const problem = checkRedirectUri(uri);
  return problem && REDIRECT_URI_PROBLEM_WORDS[problem];
};

describe('redirect URI rule', () => {
  it.each([
    'https://app.example.com/callback',
    'https://example.com',
    'http://localhost',
    'http://localhost:3000/cb',
    'urn:ietf:wg:oauth:2.0:oob',
  ])('accepts %s', (uri) => {
    expect(lineProblem(uri)).toBeNull();
  });

  it.each([
    ['http://example.com', 'must use https (http is only allowed for localhost)'],
    ['http://127.0.0.1:3000', 'must use https (http is only allowed for localhost)'],
    ['http://localhost.evil.com', 'must use https (http is only allowed for localhost)'],
    ['ftp://example.com', 'is not an https URL'],
    ['javascript:alert(1)', 'is not an https URL'],
    ['data:text/html,hi', 'is not an https URL'],
    ['com.example.app:/oauth2redirect', 'is not an https URL'],
    ['not a uri', 'is not a valid URI'],
    ['https://example.com/cb#frag', 'must not contain a fragment'],
  ])('refuses %s', (uri, problem) => {
    expect(lineProblem(uri)).toBe(problem);
  });

  it('names each bad line by its number, skipping blank lines and duplicates', () => {
    expect(parseRedirectUris('https://a.example.com\nhttp://example.com\n\n  https://a.example.com  \nftp://x.example.com')).toEqual({
      uris: ['https://a.example.com'],
      problems: [
        'Line 2: "http://example.com" must use https (http is only allowed for localhost)',
        'Line 5: "ftp://x.example.com" is not an https URL',
      ],
    });
  });

  it('reads an empty textarea as no URIs', () => {
    expect(parseRedirectUris('  \r\n')).toEqual({ uris: [], problems: [] });
  });
});
