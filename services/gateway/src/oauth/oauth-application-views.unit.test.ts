import type { Schema } from '../core/contract-types';
import { toOAuthApplication, toOAuthApplicationWithSecret } from './oauth-application-views';

const application: Schema<'OAuthApplication'> = {
  client_id: 'uid-1',
  developer_app_id: 'a1',
  environment: 'production',
  client_type: 'confidential',
  grant_types: ['client_credentials', 'authorization_code', 'refresh_token'],
  redirect_uris: ['https://a.example.com/cb'],
  allowed_cors_origins: [],
  reset_count: 1,
  has_secret: true,
  old_secret_valid_until: null,
};

describe('credentials response mappers', () => {
  it('Given identity’s client view with a secret hash, Then the hash never leaves and the secret is not added', () => {
    const upstream = { ...application, secret_hash: '$argon2id$…', owner_id: 'd1' } as Schema<'OAuthApplication'>;

    expect(toOAuthApplication(upstream)).toEqual(application);
  });

  it('Given a reset answer, Then the new secret is shown once with the application fields', () => {
    const reset = { ...application, client_secret: 'shown-once', previous_secret_hash: 'h' } as Schema<'OAuthApplicationWithSecret'>;

    expect(toOAuthApplicationWithSecret(reset)).toEqual({ ...application, client_secret: 'shown-once' });
  });
});
