import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

export type AppRole = 'owner' | 'admin' | 'developer';
export type InvitableRole = EventData<'apps.app.collaborator_invited'>['role'];

/**
 * Everything about one app lives in its stream `app-{appId}` and on the topic `apps.app`:
 * settings, collaborators and invitations. One stream on one topic keeps the order the projection
 * and the permission checks rely on (ownership transfer changes owner and roles at once).
 * No event carries a secret, a hash or a token.
 */
export type AppCreated = DomainEvent<'apps.app.created', EventData<'apps.app.created'>>;
export type AppRenamed = DomainEvent<'apps.app.renamed', EventData<'apps.app.renamed'>>;
export type AppDetailsChanged = DomainEvent<'apps.app.details_changed', EventData<'apps.app.details_changed'>>;
export type AppRedirectUrisChanged = DomainEvent<'apps.app.redirect_uris_changed', EventData<'apps.app.redirect_uris_changed'>>;
export type AppLogoSet = DomainEvent<'apps.app.logo_set', EventData<'apps.app.logo_set'>>;
export type AppLogoRemoved = DomainEvent<'apps.app.logo_removed', EventData<'apps.app.logo_removed'>>;
export type AppDeleted = DomainEvent<'apps.app.deleted', EventData<'apps.app.deleted'>>;
export type AppUndeleted = DomainEvent<'apps.app.undeleted', EventData<'apps.app.undeleted'>>;
export type AppMarketplaceToggled = DomainEvent<'apps.app.marketplace_toggled', EventData<'apps.app.marketplace_toggled'>>;
export type AppContactAdded = DomainEvent<'apps.app.contact_added', EventData<'apps.app.contact_added'>>;
export type AppContactChanged = DomainEvent<'apps.app.contact_changed', EventData<'apps.app.contact_changed'>>;
export type AppContactRemoved = DomainEvent<'apps.app.contact_removed', EventData<'apps.app.contact_removed'>>;
export type AppCollaboratorInvited = DomainEvent<'apps.app.collaborator_invited', EventData<'apps.app.collaborator_invited'>>;
export type AppInvitationCanceled = DomainEvent<'apps.app.invitation_canceled', EventData<'apps.app.invitation_canceled'>>;
export type AppCollaboratorJoined = DomainEvent<'apps.app.collaborator_joined', EventData<'apps.app.collaborator_joined'>>;
export type AppCollaboratorRoleChanged = DomainEvent<'apps.app.collaborator_role_changed', EventData<'apps.app.collaborator_role_changed'>>;
export type AppCollaboratorRemoved = DomainEvent<'apps.app.collaborator_removed', EventData<'apps.app.collaborator_removed'>>;
export type AppOwnershipTransferred = DomainEvent<'apps.app.ownership_transferred', EventData<'apps.app.ownership_transferred'>>;

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
  | AppContactChanged
  | AppContactRemoved
  | AppCollaboratorInvited
  | AppInvitationCanceled
  | AppCollaboratorJoined
  | AppCollaboratorRoleChanged
  | AppCollaboratorRemoved
  | AppOwnershipTransferred;

export const appStreamId = (appId: string): string => `app-${appId}`;
