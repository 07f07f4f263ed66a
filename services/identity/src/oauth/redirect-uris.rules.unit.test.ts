import { corsOrigins, OOB_REDIRECT_URI, redirectUriLines, redirectUriProblem, redirectUriProblems } from './redirect-uris.rules';

describe('redirect URI rules (spec §5)', () => {
  it.each([
    'https://app.example.com/callback',
    'https://app.example.com:8443/cb?x=1',
    'http://localhost/cb',
    'http://localhost:3000/oauth/callback',
    OOB_REDIRECT_URI,
  ])('accepts %s', (uri) => {
    expect(redirectUriProblem(uri)).toBeNull();
  });

  it.each([
    ['http://example.com/cb', /must use HTTPS/],
    ['http://127.0.0.1:3000/cb', /must use HTTPS/],
    ['ftp://example.com', /must use HTTPS/],
    ['myapp://callback', /must use HTTPS/],
    ['not a uri', /not a valid URI/],
    ['https://app.example.com/cb#frag', /fragment/],
  ])('refuses %s', (uri, message) => {
    expect(redirectUriProblem(uri)).toMatch(message);
  });

  it('names each bad line', () => {
    const problems = redirectUriProblems(['https://ok.example.com', 'http://a.example.com', 'http://b.example.com']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('http://a.example.com');
    expect(problems[1]).toContain('http://b.example.com');
  });

  it('reads one URI per line, trimmed, without blanks or duplicates', () => {
    expect(redirectUriLines('https://a.example.com\r\n\n  https://b.example.com  \nhttps://a.example.com')).toEqual([
      'https://a.example.com',
      'https://b.example.com',
    ]);
  });

  it('turns comma-separated CORS domains into origins', () => {
    expect(corsOrigins('app.example.com, https://x.example.com:8443/path ,http://localhost:3000,,')).toEqual([
      'https://app.example.com',
      'https://x.example.com:8443',
      'http://localhost:3000',
    ]);
  });
});
