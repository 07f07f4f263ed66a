import {
  PERMISSION_MATRIX,
  changedRoles,
  radioEnabled,
  roleAllows,
  roleLabel,
  rowEditable,
  rowMenuItems,
  type CollaboratorRow,
  type Viewer,
} from './roles';

const owner: CollaboratorRow = { kind: 'collaborator', id: 'c1', developerId: 'd1', email: 'o@example.com', role: 'owner' };
const admin: CollaboratorRow = { kind: 'collaborator', id: 'c2', developerId: 'd2', email: 'a@example.com', role: 'admin' };
const dev: CollaboratorRow = { kind: 'collaborator', id: 'c3', developerId: 'd3', email: 'd@example.com', role: 'developer' };
const invite: CollaboratorRow = { kind: 'invitation', id: 'i1', email: 'new@example.com', role: 'developer' };

const asOwner: Viewer = { developerId: 'd1', role: 'owner', canEdit: true };
const asAdmin: Viewer = { developerId: 'd2', role: 'admin', canEdit: true };
const asDeveloper: Viewer = { developerId: 'd3', role: 'developer', canEdit: false };

describe('permission matrix', () => {
  it('has the spec rows in order', () => {
    expect(PERMISSION_MATRIX.map((r) => r.label)).toEqual([
      'Add components',
      'Delete app',
      'Edit app settings',
      'Create/modify/publish manifests',
      'Reset client secret',
      'Submit marketplace listing for review',
      'Update collaborator permissions',
      'View manifests',
      'View production client ID',
      'View sandbox credentials',
    ]);
  });

  it('follows §6', () => {
    expect(roleAllows('owner', 'deleteApp')).toBe(true);
    expect(roleAllows('admin', 'deleteApp')).toBe(false);
    expect(roleAllows('admin', 'resetSecret')).toBe(true);
    expect(roleAllows('developer', 'resetSecret')).toBe(false);
    expect(roleAllows('developer', 'viewSandbox')).toBe(true);
    expect(roleAllows(null, 'viewSandbox')).toBe(false);
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('something')).toBe('User');
  });
});

describe('collaborator rows', () => {
  it('never enables the owner row or the owner radio', () => {
    expect(rowEditable(owner, asOwner)).toBe(false);
    expect(radioEnabled(admin, asOwner, 'owner')).toBe(false);
    expect(radioEnabled(admin, asOwner, 'developer')).toBe(true);
  });

  it('enables only other, accepted, non-owner rows for editors', () => {
    expect(rowEditable(admin, asAdmin)).toBe(false); // self
    expect(rowEditable(dev, asAdmin)).toBe(true);
    expect(rowEditable(invite, asOwner)).toBe(false);
    expect(rowEditable(admin, asDeveloper)).toBe(false);
  });

  it('builds the row menu', () => {
    expect(rowMenuItems(invite, asOwner)).toEqual(['cancelInvite']);
    expect(rowMenuItems(invite, asDeveloper)).toEqual([]);
    expect(rowMenuItems(dev, asOwner)).toEqual(['transferOwnership', 'removeCollaborator']);
    expect(rowMenuItems(dev, asAdmin)).toEqual(['removeCollaborator']);
    expect(rowMenuItems(owner, asAdmin)).toEqual([]);
    expect(rowMenuItems(admin, asAdmin)).toEqual([]);
  });

  it('sends only changed roles', () => {
    expect(changedRoles([owner, admin, dev, invite], { c2: 'admin', c3: 'admin', i1: 'admin' })).toEqual([{ id: 'c3', role: 'admin' }]);
  });
});
