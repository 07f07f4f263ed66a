import { corsOrigins, redirectUriLines } from './redirect-uris.rules';

describe('redirect URIs and CORS domains as a client keeps them', () => {
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
