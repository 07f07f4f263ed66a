import { parseCorsDomains, CORS_DOMAIN_PROBLEM } from './cors-domains.rules';

describe('CORS domains rule', () => {
  it('splits CORS domains on commas', () => {
    expect(parseCorsDomains(' a.example.com, https://b.example.com ,,a.example.com')).toEqual(['a.example.com', 'https://b.example.com']);
  });

  it('refuses what is not a domain', () => {
    expect(CORS_DOMAIN_PROBLEM('a.example.com')).toBeNull();
    expect(CORS_DOMAIN_PROBLEM('not a domain')).toBe('"not a domain" is not a valid domain');
  });

  it('takes schemes and ports, and refuses names no origin can have (DNS limits)', () => {
    for (const ok of ['https://a.example.com:8443', 'http://localhost:3000', `${'a'.repeat(63)}.example.com`]) {
      expect(CORS_DOMAIN_PROBLEM(ok)).toBeNull();
    }
    for (const bad of [`${'a'.repeat(64)}.com`, `${'abcdefghi.'.repeat(26)}com`, 'a..example.com', 'example.com:0', 'example.com:70000']) {
      expect(CORS_DOMAIN_PROBLEM(bad)).toBe(`"${bad}" is not a valid domain`);
    }
  });

  it('refuses a wildcard in its own words: the OAuth server compares origins exactly, so it would never match', () => {
    for (const wild of ['*.example.com', 'https://*.example.com', '*', 'app.*.example.com', 'https://*.example.com:8443']) {
      expect(CORS_DOMAIN_PROBLEM(wild)).toBe(`"${wild}" must not use a wildcard (list each domain)`);
    }
    expect(parseCorsDomains('a.example.com, *.example.com').map(CORS_DOMAIN_PROBLEM)).toEqual([
      null,
      '"*.example.com" must not use a wildcard (list each domain)',
    ]);
  });

  it('keeps an internationalised name in the ASCII form an Origin header carries', () => {
    expect(parseCorsDomains('bücher.example, https://Bücher.example:8443, a.example.com')).toEqual([
      'xn--bcher-kva.example',
      'https://xn--bcher-kva.example:8443',
      'a.example.com',
    ]);
    expect(CORS_DOMAIN_PROBLEM('xn--bcher-kva.example')).toBeNull();
    // Not a name at all: left as typed, for the rule to refuse in the typist's words.
    expect(parseCorsDomains('bücher example')).toEqual(['bücher example']);
  });
});
