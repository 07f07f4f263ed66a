import type { AppRole } from './app.events';

export interface Viewer {
  isAdmin: boolean;
  isEmployee: boolean;
}

export interface AppPermissions {
  view_production_client_id: boolean;
  view_sandbox_credentials: boolean;
  view_manifests: boolean;
  edit_settings: boolean;
  edit_manifests: boolean;
  submit_listing: boolean;
  reset_secrets: boolean;
  update_collaborators: boolean;
  destroy: boolean;
  transfer_ownership: boolean;
  generate_sandbox: boolean;
  generate_fake_sandbox: boolean;
  view_activity: boolean;
  is_employee: boolean;
  is_fedramp: boolean;
}

export type Permission = Exclude<keyof AppPermissions, 'is_employee' | 'is_fedramp'>;

const PERMISSIONS: ReadonlySet<string> = new Set<Permission>([
  'view_production_client_id',
  'view_sandbox_credentials',
  'view_manifests',
  'edit_settings',
  'edit_manifests',
  'submit_listing',
  'reset_secrets',
  'update_collaborators',
  'destroy',
  'transfer_ownership',
  'generate_sandbox',
  'generate_fake_sandbox',
  'view_activity',
]);

/** A permission's name as a route carries it (`…/authorizations/update_collaborators`). */
export const isPermission = (name: string): name is Permission => PERMISSIONS.has(name);

/**
 * The spec's role matrix (§6). View rows: owner, admin, developer. Edit settings and manifests,
 * submit listing, reset secrets, update collaborators: owner and admin. Delete and transfer: owner.
 * Platform admins see and edit everything (transfer stays the owner's; admins change owners on the
 * admin page). Employees and platform admins may generate a fake sandbox. `null` role = no access.
 */
export const appPermissions = (role: AppRole | null, viewer: Viewer, restrictedEdition: boolean): AppPermissions => {
  const member = role !== null || viewer.isAdmin;
  const manager = role === 'owner' || role === 'admin' || viewer.isAdmin;
  const owner = role === 'owner';
  return {
    view_production_client_id: member,
    view_sandbox_credentials: member && !restrictedEdition,
    view_manifests: member,
    edit_settings: manager,
    edit_manifests: manager,
    submit_listing: manager,
    reset_secrets: manager,
    update_collaborators: manager,
    destroy: owner || viewer.isAdmin,
    transfer_ownership: owner,
    generate_sandbox: (owner || viewer.isAdmin) && !restrictedEdition,
    generate_fake_sandbox: member && (viewer.isEmployee || viewer.isAdmin) && !restrictedEdition,
    view_activity: manager,
    is_employee: viewer.isEmployee,
    is_fedramp: restrictedEdition,
  };
};
