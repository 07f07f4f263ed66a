/**
 * App roles and the permission matrix (spec §6), and the collaborator-row rules of the
 * Collaborators tab. The server enforces the same matrix; these only decide what the UI offers.
 */
export type AppRole = 'owner' | 'admin' | 'developer';
export const APP_ROLES: readonly AppRole[] = ['owner', 'admin', 'developer'];
export const INVITABLE_ROLES: readonly AppRole[] = ['developer', 'admin'];

export function isAppRole(value: unknown): value is AppRole {
  return value === 'owner' || value === 'admin' || value === 'developer';
}

/** The matrix rows of the spec, in its order, with the roles allowed. */
export const PERMISSION_MATRIX: readonly { key: string; label: string; roles: readonly AppRole[] }[] = [
  { key: 'addComponents', label: 'Add components', roles: ['owner', 'admin'] },
  { key: 'deleteApp', label: 'Delete app', roles: ['owner'] },
  { key: 'editAppSettings', label: 'Edit app settings', roles: ['owner', 'admin'] },
  { key: 'manifests', label: 'Create/modify/publish manifests', roles: ['owner', 'admin'] },
  { key: 'resetSecret', label: 'Reset client secret', roles: ['owner', 'admin'] },
  { key: 'submitListing', label: 'Submit marketplace listing for review', roles: ['owner', 'admin'] },
  { key: 'updateCollaborators', label: 'Update collaborator permissions', roles: ['owner', 'admin'] },
  { key: 'viewManifests', label: 'View manifests', roles: ['owner', 'admin', 'developer'] },
  { key: 'viewClientId', label: 'View production client ID', roles: ['owner', 'admin', 'developer'] },
  { key: 'viewSandbox', label: 'View sandbox credentials', roles: ['owner', 'admin', 'developer'] },
];

export function roleAllows(role: AppRole | null | undefined, key: string): boolean {
  if (!role) return false;
  return PERMISSION_MATRIX.some((row) => row.key === key && row.roles.includes(role));
}

export function roleLabel(role: string | null | undefined): string {
  switch (role) {
    case 'owner':
      return 'Owner';
    case 'admin':
      return 'Admin';
    case 'developer':
      return 'Developer';
    default:
      return 'User';
  }
}

/** A row of the collaborators table: an accepted collaborator or a pending invitation. */
export interface CollaboratorRow {
  kind: 'collaborator' | 'invitation';
  id: string;
  /** The developer's id (collaborators) so the viewer can be recognised. */
  developerId?: string | null;
  email: string;
  role: AppRole;
}

export interface Viewer {
  developerId: string;
  role: AppRole | null;
  canEdit: boolean;
}

export type RowMenuItem = 'cancelInvite' | 'transferOwnership' | 'removeCollaborator';

/** Radios and the row menu are enabled only for other, non-owner, accepted collaborators when the viewer can edit. */
export function rowEditable(row: CollaboratorRow, viewer: Viewer): boolean {
  return viewer.canEdit && row.kind === 'collaborator' && row.role !== 'owner' && row.developerId !== viewer.developerId;
}

/** The owner radio is always disabled; the others follow rowEditable. */
export function radioEnabled(row: CollaboratorRow, viewer: Viewer, role: AppRole): boolean {
  return role !== 'owner' && rowEditable(row, viewer);
}

/**
 * The row menu: cancelInvite on pending invitations (when the viewer can edit), transferOwnership
 * when the viewer is the owner (on others), removeCollaborator never for self or owners.
 */
export function rowMenuItems(row: CollaboratorRow, viewer: Viewer): RowMenuItem[] {
  if (row.kind === 'invitation') return viewer.canEdit ? ['cancelInvite'] : [];
  if (!rowEditable(row, viewer)) return [];
  const items: RowMenuItem[] = [];
  if (viewer.role === 'owner') items.push('transferOwnership');
  items.push('removeCollaborator');
  return items;
}

/** The role changes to send with "Update permissions": only rows whose role differs from the server's. */
export function changedRoles(
  original: readonly CollaboratorRow[],
  edited: Readonly<Record<string, AppRole>>,
): { id: string; role: AppRole }[] {
  const changes: { id: string; role: AppRole }[] = [];
  for (const row of original) {
    if (row.kind !== 'collaborator') continue;
    const next = edited[row.id];
    if (next && next !== row.role) changes.push({ id: row.id, role: next });
  }
  return changes;
}
