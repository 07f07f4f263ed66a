import type { DomainEvent } from '@portal/decider';

export type AppRole = 'owner' | 'admin' | 'developer';
export type InvitableRole = 'admin' | 'developer';

/**
 * Everything about one app lives in its stream `app-{appId}` and on the topic `apps.app`:
 * settings, collaborators and invitations. One stream on one topic keeps the order the projection
 * and the permission checks rely on (ownership transfer changes owner and roles at once).
 * No event carries a secret, a hash or a token.
 */
export type AppCreated = DomainEvent<
  'apps.app.created',
  {
    appId: string;
    uid: string;
    ownerId: string;
    name: string;
    internalName: string;
    redirectUris: string[];
    allowedCorsDomains: string[];
    sandboxId: string;
    createdAt: string;
  }
>;
export type AppRenamed = DomainEvent<'apps.app.renamed', { appId: string; internalName: string; renamedAt: string }>;
export type AppDetailsChanged = DomainEvent<
  'apps.app.details_changed',
  { appId: string; name?: string; legacy?: boolean; connectable?: boolean; changedAt: string }
>;
export type AppRedirectUrisChanged = DomainEvent<
  'apps.app.redirect_uris_changed',
  { appId: string; uid: string; redirectUris: string[]; allowedCorsDomains: string[]; changedAt: string }
>;
export type AppLogoSet = DomainEvent<'apps.app.logo_set', { appId: string; thumbnailKey: string; setAt: string }>;
export type AppLogoRemoved = DomainEvent<'apps.app.logo_removed', { appId: string; removedAt: string }>;
export type AppDeleted = DomainEvent<'apps.app.deleted', { appId: string; uid: string; sandboxId: string; deletedAt: string }>;
export type AppUndeleted = DomainEvent<'apps.app.undeleted', { appId: string; uid: string; undeletedAt: string }>;
export type AppMarketplaceToggled = DomainEvent<'apps.app.marketplace_toggled', { appId: string; enabled: boolean; toggledAt: string }>;
export type AppContactAdded = DomainEvent<
  'apps.app.contact_added',
  { appId: string; contactId: string; name: string; email: string; addedAt: string }
>;
export type AppCollaboratorInvited = DomainEvent<
  'apps.app.collaborator_invited',
  { appId: string; invitationId: string; email: string; role: InvitableRole; invitedAt: string }
>;
export type AppInvitationCanceled = DomainEvent<
  'apps.app.invitation_canceled',
  { appId: string; invitationId: string; canceledAt: string }
>;
export type AppCollaboratorJoined = DomainEvent<
  'apps.app.collaborator_joined',
  { appId: string; invitationId: string; developerId: string; role: InvitableRole; joinedAt: string }
>;
export type AppCollaboratorRoleChanged = DomainEvent<
  'apps.app.collaborator_role_changed',
  { appId: string; developerId: string; role: InvitableRole; changedAt: string }
>;
export type AppCollaboratorRemoved = DomainEvent<
  'apps.app.collaborator_removed',
  { appId: string; developerId: string; removedAt: string }
>;
export type AppOwnershipTransferred = DomainEvent<
  'apps.app.ownership_transferred',
  { appId: string; fromDeveloperId: string; toDeveloperId: string; byAdmin: boolean; transferredAt: string }
>;

export type AppEvent =
  | AppCreated
  | AppRenamed
  | AppDetailsChanged
  | AppRedirectUrisChanged
  | AppLogoSet
  | AppLogoRemoved
  | AppDeleted
  | AppUndeleted
  | AppMarketplaceToggled
  | AppContactAdded
  | AppCollaboratorInvited
  | AppInvitationCanceled
  | AppCollaboratorJoined
  | AppCollaboratorRoleChanged
  | AppCollaboratorRemoved
  | AppOwnershipTransferred;

export const appStreamId = (appId: string): string => `app-${appId}`;
