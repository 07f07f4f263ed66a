import { clientIdOf, isClientAuthRequest } from './client-auth-throttle';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('clientIdOf', () => {
  it('reads the client of HTTP Basic, form-decoding it', () => {
    expect(clientIdOf(basic('abc%2Fdef', 's3cret'), '')).toBe('abc/def');
    expect(clientIdOf(basic('plain-id', 'x:y'), 'grant_type=client_credentials')).toBe('plain-id');
  });

  it('falls back to the client_id form field', () => {
    expect(clientIdOf(undefined, 'grant_type=client_credentials&client_id=form-id&client_secret=x')).toBe('form-id');
    expect(clientIdOf('Bearer token', 'client_id=form-id')).toBe('form-id');
  });

  it('names no client when there is none', () => {
    expect(clientIdOf(undefined, 'grant_type=client_credentials')).toBeNull();
    expect(clientIdOf(basic('', 'secret'), 'client_id=')).toBeNull();
  });
});

describe('isClientAuthRequest', () => {
  it('is true only for POSTs to the endpoints where a client authenticates', () => {
    expect(isClientAuthRequest('POST', '/oauth/token')).toBe(true);
    expect(isClientAuthRequest('POST', '/oauth/token/introspection?x=1')).toBe(true);
    expect(isClientAuthRequest('GET', '/oauth/token')).toBe(false);
    expect(isClientAuthRequest('POST', '/oauth/authorize')).toBe(false);
    expect(isClientAuthRequest('POST', '/oauth/jwks')).toBe(false);
  });
});
