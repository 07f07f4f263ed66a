import type { AppRole } from './app.events';
import { appPermissions, isPermission } from './app-permissions.rules';

const developer = { isAdmin: false, isEmployee: false };

describe('app permissions (spec §6 matrix)', () => {
  it.each<[AppRole]>([['owner'], ['admin'], ['developer']])('lets the %s view client id, sandbox credentials and manifests', (role) => {
    expect(appPermissions(role, developer, false)).toMatchObject({
      view_production_client_id: true,
      view_sandbox_credentials: true,
      view_manifests: true,
    });
  });

  it('lets owners and admins edit, submit, reset secrets and update collaborators; developers none of it', () => {
    const managed = [
      'edit_settings',
      'edit_manifests',
      'submit_listing',
      'reset_secrets',
      'update_collaborators',
      'view_activity',
    ] as const;
    for (const flag of managed) {
      expect(appPermissions('owner', developer, false)[flag]).toBe(true);
      expect(appPermissions('admin', developer, false)[flag]).toBe(true);
      expect(appPermissions('developer', developer, false)[flag]).toBe(false);
    }
  });

  it('keeps delete and transfer for the owner only', () => {
    expect(appPermissions('owner', developer, false)).toMatchObject({ destroy: true, transfer_ownership: true, generate_sandbox: true });
    for (const role of ['admin', 'developer'] as const) {
      expect(appPermissions(role, developer, false)).toMatchObject({ destroy: false, transfer_ownership: false, generate_sandbox: false });
    }
  });

  it('gives nothing without a role', () => {
    const none = appPermissions(null, developer, false);
    expect(Object.entries(none).filter(([, v]) => v)).toEqual([]);
  });

  it('lets platform admins see and edit everything, but not transfer an ownership that is not theirs', () => {
    const flags = appPermissions(null, { isAdmin: true, isEmployee: false }, false);
    expect(flags).toMatchObject({
      view_manifests: true,
      edit_settings: true,
      destroy: true,
      generate_fake_sandbox: true,
      transfer_ownership: false,
    });
  });

  it('lets employees generate a fake sandbox on apps they are on', () => {
    expect(appPermissions('developer', { isAdmin: false, isEmployee: true }, false)).toMatchObject({
      generate_fake_sandbox: true,
      is_employee: true,
    });
    expect(appPermissions(null, { isAdmin: false, isEmployee: true }, false).generate_fake_sandbox).toBe(false);
  });

  it('hides sandbox credentials and building in the restricted edition', () => {
    expect(appPermissions('owner', developer, true)).toMatchObject({
      view_sandbox_credentials: false,
      generate_sandbox: false,
      generate_fake_sandbox: false,
      is_fedramp: true,
    });
  });
});

describe('permission names', () => {
  it('knows every flag of the matrix but the viewer facts, and nothing else', () => {
    const flags = Object.keys(appPermissions('owner', developer, false));
    expect(flags.filter(isPermission)).toEqual(flags.filter((flag) => flag !== 'is_employee' && flag !== 'is_fedramp'));
    expect(isPermission('is_employee')).toBe(false);
    expect(isPermission('toString')).toBe(false);
  });
});
