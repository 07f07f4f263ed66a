import { clientMetadataOf, hashId } from './pg-oidc.adapter';

const row = {
  client_id: 'uid1',
  client_type: 'confidential' as const,
  grant_types: ['client_credentials', 'authorization_code', 'refresh_token'],
  redirect_uris: ['https://app.example.com/cb', 'urn:ietf:wg:oauth:2.0:oob'],
  cors_origins: ['https://app.example.com'],
  app_id: 'a1',
  environment: 'production',
};

describe('the authorization server view of a client', () => {
  it('makes confidential clients authenticate with client_secret_basic, never with a real secret in the metadata', () => {
    const metadata = clientMetadataOf(row)!;
    expect(metadata).toMatchObject({ client_id: 'uid1', token_endpoint_auth_method: 'client_secret_basic', response_types: ['code'] });
    expect(metadata.client_secret).toBe('verified-against-argon2id-hashes-by-identity');
    expect(metadata.redirect_uris).toEqual(['https://app.example.com/cb']);
  });

  it('keeps only client credentials while no redirect URI is registered', () => {
    expect(clientMetadataOf({ ...row, redirect_uris: [] })).toMatchObject({ grant_types: ['client_credentials'], response_types: [] });
  });

  it('gives public clients no secret and no client credentials', () => {
    const metadata = clientMetadataOf({ ...row, client_type: 'public', grant_types: ['authorization_code', 'refresh_token'] })!;
    expect(metadata.token_endpoint_auth_method).toBe('none');
    expect(metadata.client_secret).toBeUndefined();
    expect(clientMetadataOf({ ...row, client_type: 'public', grant_types: ['authorization_code'], redirect_uris: [] })).toBeUndefined();
  });

  it("allows only the manifest's grant: client credentials without a redirect URI, or authorization code (with PKCE when asked)", () => {
    expect(clientMetadataOf({ ...row, grant_types: ['client_credentials'] })).toMatchObject({
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: ['https://app.example.com/cb'],
      portal_pkce: false,
    });
    expect(clientMetadataOf({ ...row, grant_types: ['authorization_code', 'refresh_token'], pkce: true })).toMatchObject({
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      portal_pkce: true,
    });
  });

  it('stores tokens under a one-way key', () => {
    expect(hashId('token-value')).not.toContain('token-value');
    expect(hashId('token-value')).toBe(hashId('token-value'));
  });
});
