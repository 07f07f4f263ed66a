import type { Schema } from '../core/contract-types';
import { toAdminDeveloperApp, toCollaborator, toDeveloperAppPermissions, toInvitation, toSandbox } from './app-views';

const sandbox: Schema<'Sandbox'> = {
  id: 's1',
  status: 'live',
  live: true,
  busy: false,
  company_id: 'c1',
  url: 'https://sandbox.example.com',
  app_id: 'client-1',
  redirect_uri: 'https://a.example.com/cb',
  allowed_cors_domain: '',
  platform_app_id: 'p1',
  confidential: true,
  grant_type: 'authorization_code',
  fake: false,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
};

const adminApp: Schema<'AdminDeveloperApp'> = {
  id: 'a1',
  uid: 'uid-1',
  name: 'App',
  internal_name: 'app',
  redirect_uri: 'https://a.example.com/cb',
  allowed_cors_domain: '',
  thumbnail_url: null,
  owner_id: 'd1',
  owner: { id: 'd1', name: 'Ada', email: 'ada@example.com', platform_id: 'pf-1' },
  role: null,
  collaborators: [{ id: 'd2', developer: { id: 'd2', name: 'Bob', email: 'bob@example.com' }, role: 'admin', joined_at: null }],
  sandbox,
  has_sandbox: true,
  marketplace_enabled: false,
  contacts: [{ id: 'k1', name: 'Kim', email: 'kim@example.com', links: { edit: '/x' } }],
  deleted_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  version: 3,
  api_usage_enabled: true,
  has_metrics: false,
  marketplace_setting_enabled: true,
  has_production_credentials: false,
  external_platform_owner_id: null,
  owner_mismatch: false,
  marketplace_listing: { public_name: 'Crew Sync', published: true, in_review: false },
};

/** The same value with storage and internal fields added at every level, as a read model might answer. */
const withLeaks = <T extends object>(value: T, leaks: Record<string, unknown>): T => ({ ...value, ...leaks });

describe('app response mappers', () => {
  it('Given an admin app from the read model with internal fields at every level, Then exactly the contract’s admin app', () => {
    const upstream = withLeaks(
      {
        ...adminApp,
        owner: withLeaks(adminApp.owner, { password_hash: 'x' }),
        collaborators: adminApp.collaborators.map((c) =>
          withLeaks({ ...c, developer: withLeaks(c.developer, { platform_id: 'p' }) }, { _id: 'm' }),
        ),
        sandbox: withLeaks(sandbox, { app_secret: 'never', build_job_id: 'j' }),
        contacts: adminApp.contacts!.map((c) => withLeaks(c, { __v: 0 })),
      },
      { _id: 'mongo-id', __v: 0, revision: 7 },
    );

    expect(toAdminDeveloperApp(upstream)).toEqual(adminApp);
  });

  it('Given a sandbox answer carrying a secret, Then the secret is dropped', () => {
    expect(toSandbox(withLeaks(sandbox, { app_secret: 'never' }))).toEqual(sandbox);
  });

  it('Given collaborators, invitations and permissions with extra fields, Then only their contract fields', () => {
    const collaborator: Schema<'Collaborator'> = { id: 'd2', developer: { id: 'd2', name: null, email: null }, role: 'developer' };
    const invitation: Schema<'Invitation'> = { id: 'i1', email: 'x@example.com', role: 'admin', status: 'pending', created_at: 'now' };
    const permissions: Schema<'DeveloperAppPermissions'> = {
      developer_app_id: 'a1',
      role: 'owner',
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
      generate_fake_sandbox: false,
      view_activity: true,
      is_employee: false,
      is_fedramp: false,
      marketplace_listing_enabled: true,
    };

    expect(toCollaborator(withLeaks(collaborator, { token: 't' }))).toEqual(collaborator);
    expect(toInvitation(withLeaks(invitation, { token_hash: 'h' }))).toEqual(invitation);
    expect(toDeveloperAppPermissions(withLeaks(permissions, { internal: true }))).toEqual(permissions);
  });
});
