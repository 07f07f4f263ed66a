import type { ResponseBody, Schema } from '../core/contract-types';
import { whitelist, type Whitelist } from '../core/response-whitelist';

/*
 * Response mappers of the app routes: each copies exactly the fields its contract schema declares
 * (contracts/openapi/apps.yaml), nested objects through their own whitelist.
 */

export const toAppPerson = whitelist<Schema<'AppPerson'>>({ id: true, name: true, email: true });
export const toAppOwner = whitelist<Schema<'AppOwner'>>({ id: true, name: true, email: true, platform_id: true });
export const toCollaborator = whitelist<Schema<'Collaborator'>>({ id: true, developer: toAppPerson, role: true, joined_at: true });
export const toInvitation = whitelist<Schema<'Invitation'>>({
  id: true,
  developer_app_id: true,
  email: true,
  role: true,
  status: true,
  created_at: true,
});
export const toAppContact = whitelist<Schema<'AppContact'>>({
  id: true,
  name: true,
  email: true,
  links: whitelist<NonNullable<Schema<'AppContact'>['links']>>({ edit: true }),
});

export const toSandbox = whitelist<Schema<'Sandbox'>>({
  id: true,
  status: true,
  live: true,
  busy: true,
  company_id: true,
  url: true,
  app_id: true,
  redirect_uri: true,
  allowed_cors_domain: true,
  platform_app_id: true,
  confidential: true,
  grant_type: true,
  grant_types: true,
  fake: true,
  created_at: true,
  updated_at: true,
  version: true,
});

const developerAppFields: Whitelist<Schema<'DeveloperApp'>> = {
  id: true,
  uid: true,
  name: true,
  internal_name: true,
  redirect_uri: true,
  allowed_cors_domain: true,
  thumbnail_url: true,
  owner_id: true,
  owner: toAppOwner,
  role: true,
  collaborators: toCollaborator,
  sandbox: toSandbox,
  has_sandbox: true,
  grant_type: true,
  grant_types: true,
  confidential: true,
  legacy: true,
  connectable: true,
  marketplace_enabled: true,
  contacts: toAppContact,
  deleted_at: true,
  created_at: true,
  updated_at: true,
  version: true,
  api_usage_enabled: true,
  has_metrics: true,
};

export const toDeveloperApp = whitelist<Schema<'DeveloperApp'>>(developerAppFields);
export const toAdminDeveloperApp = whitelist<Schema<'AdminDeveloperApp'>>({
  ...developerAppFields,
  marketplace_setting_enabled: true,
  has_production_credentials: true,
  external_platform_owner_id: true,
  owner_mismatch: true,
  marketplace_listing: whitelist<Schema<'AppListingStanding'>>({ public_name: true, published: true, in_review: true }),
});

export const toDeveloperAppPermissions = whitelist<Schema<'DeveloperAppPermissions'>>({
  developer_app_id: true,
  role: true,
  view_production_client_id: true,
  view_sandbox_credentials: true,
  view_manifests: true,
  edit_settings: true,
  edit_manifests: true,
  submit_listing: true,
  reset_secrets: true,
  update_collaborators: true,
  destroy: true,
  transfer_ownership: true,
  generate_sandbox: true,
  generate_fake_sandbox: true,
  view_activity: true,
  is_employee: true,
  is_fedramp: true,
  marketplace_listing_enabled: true,
});

export const toInvitationAcceptance = whitelist<ResponseBody<'/api/v1/invitations/{id}/acceptance', 'post'>>({
  developer_app_id: true,
  role: true,
});

export const toInvitationPreview = whitelist<Schema<'InvitationPreview'>>({
  id: true,
  app_name: true,
  inviter_name: true,
  role: true,
  sent_to: true,
  status: true,
  addressed_to_you: true,
});
