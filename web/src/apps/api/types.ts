import type { components } from '../../api/types';

type S = components['schemas'];
export type DeveloperApp = S['DeveloperApp'];
export type DeveloperAppSummary = S['DeveloperAppSummary'];
export type AdminDeveloperApp = S['AdminDeveloperApp'];
export type Sandbox = S['Sandbox'];
export type Collaborator = S['Collaborator'];
export type Invitation = S['Invitation'];
export type InvitationPreview = S['InvitationPreview'];
export type DeveloperAppPermissions = S['DeveloperAppPermissions'];
export type ActivityEntry = S['ActivityEntry'];
export type AppContact = S['AppContact'];
export type DeveloperAppChanges = S['DeveloperAppChanges'];
export type AdminDeveloperAppChanges = S['AdminDeveloperAppChanges'];
