import { parseCorsDomains, CORS_DOMAIN_PROBLEM } from './cors-domains.rules';

describe('CORS domains rule', () => {
  it('splits CORS domains on commas', () => {
    expect(parseCorsDomains(' a.example.com, https://b.example.com ,,a.example.com')).toEqual(['a.example.com', 'https://b.example.com']);
  });

  it('refuses what is not a domain', () => {
    expect(CORS_DOMAIN_PROBLEM('a.example.com')).toBeNull();
    expect(CORS_DOMAIN_PROBLEM('not a domain')).toBe('"not a domain" is not a valid domain');
  });
});
