import type { Schema } from '../core/contract-types';
import { whitelist, type Whitelist } from '../core/response-whitelist';

const oauthApplicationFields: Whitelist<Schema<'OAuthApplication'>> = {
  client_id: true,
  developer_app_id: true,
  environment: true,
  client_type: true,
  grant_types: true,
  redirect_uris: true,
  allowed_cors_origins: true,
  reset_count: true,
  has_secret: true,
  old_secret_valid_until: true,
};

/** Response mappers of the credentials routes (contracts/openapi/oauth.yaml): never a hash, only the secret shown once. */
export const toOAuthApplication = whitelist<Schema<'OAuthApplication'>>(oauthApplicationFields);
export const toOAuthApplicationWithSecret = whitelist<Schema<'OAuthApplicationWithSecret'>>({
  ...oauthApplicationFields,
  client_secret: true,
});
