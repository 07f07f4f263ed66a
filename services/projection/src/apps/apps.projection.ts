import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TYPES_BY_TOPIC, type EventData, type EventTypeOnTopic } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import { applyChange } from '../core/documents/document-store';
import { Documents } from '../core/documents/documents';
import { isOnTopic, type PortalEvent } from '../core/typed-event';
import { APP_SANDBOXES, DEVELOPER_APPS, type AppMember, type DeveloperAppDocument, type SandboxDocument } from './app.documents';

type AppFields = Partial<Omit<DeveloperAppDocument, '_id' | '_rev'>>;
type SandboxFields = Partial<Omit<SandboxDocument, '_id' | '_rev'>>;
export type AppChangeEvent = PortalEvent<Exclude<EventTypeOnTopic<'apps.app'>, 'apps.app.created'>>;

const withMembers = (members: AppMember[]): AppFields => ({ members, memberIds: members.map((m) => m.developerId) });

/** A new app's document: its owner is its only member. */
export const appCreatedDocument = (d: EventData<'apps.app.created'>): AppFields => ({
  uid: d.uid,
  name: d.name,
  internalName: d.internalName,
  redirectUris: d.redirectUris,
  allowedCorsDomains: d.allowedCorsDomains,
  thumbnailKey: null,
  legacy: false,
  connectable: false,
  marketplaceEnabled: false,
  sandboxId: d.sandboxId,
  ownerId: d.ownerId,
  members: [{ developerId: d.ownerId, role: 'owner', joinedAt: d.createdAt }],
  memberIds: [d.ownerId],
  invitations: [],
  contacts: [],
  deletedAt: null,
  createdAt: d.createdAt,
  updatedAt: d.createdAt,
});

/** What each later app event changes, computed from the document at the revision right before it. */
export const appDocumentChange = (
  doc: Pick<DeveloperAppDocument, 'members' | 'invitations' | 'contacts'>,
  event: AppChangeEvent,
): AppFields => {
  switch (event.type) {
    case 'apps.app.renamed':
      return { internalName: event.data.internalName, updatedAt: event.data.renamedAt };
    case 'apps.app.details_changed': {
      const { name, legacy, connectable, changedAt } = event.data;
      return {
        ...(name !== undefined ? { name } : {}),
        ...(legacy !== undefined ? { legacy } : {}),
        ...(connectable !== undefined ? { connectable } : {}),
        updatedAt: changedAt,
      };
    }
    case 'apps.app.redirect_uris_changed':
      return { redirectUris: event.data.redirectUris, allowedCorsDomains: event.data.allowedCorsDomains, updatedAt: event.data.changedAt };
    case 'apps.app.logo_set':
      return { thumbnailKey: event.data.thumbnailKey, updatedAt: event.data.setAt };
    case 'apps.app.logo_removed':
      return { thumbnailKey: null, updatedAt: event.data.removedAt };
    case 'apps.app.deleted':
      return { deletedAt: event.data.deletedAt, updatedAt: event.data.deletedAt };
    case 'apps.app.undeleted':
      return { deletedAt: null, updatedAt: event.data.undeletedAt };
    case 'apps.app.marketplace_toggled':
      return { marketplaceEnabled: event.data.enabled, updatedAt: event.data.toggledAt };
    case 'apps.app.contact_added': {
      const { contactId, name, email, addedAt } = event.data;
      return { contacts: [...doc.contacts, { id: contactId, name, email }], updatedAt: addedAt };
    }
    case 'apps.app.contact_changed': {
      const { contactId, name, email, changedAt } = event.data;
      return { contacts: doc.contacts.map((c) => (c.id === contactId ? { ...c, name, email } : c)), updatedAt: changedAt };
    }
    case 'apps.app.contact_removed':
      return { contacts: doc.contacts.filter((c) => c.id !== event.data.contactId), updatedAt: event.data.removedAt };
    case 'apps.app.collaborator_invited': {
      const { invitationId, email, role, invitedAt } = event.data;
      return {
        invitations: [...doc.invitations, { id: invitationId, email, role, status: 'pending', createdAt: invitedAt }],
        updatedAt: invitedAt,
      };
    }
    case 'apps.app.invitation_canceled':
      return {
        invitations: doc.invitations.map((i) => (i.id === event.data.invitationId ? { ...i, status: 'canceled' as const } : i)),
        updatedAt: event.data.canceledAt,
      };
    case 'apps.app.collaborator_joined': {
      const { developerId, role, joinedAt, invitationId } = event.data;
      return {
        ...withMembers([...doc.members.filter((m) => m.developerId !== developerId), { developerId, role, joinedAt }]),
        invitations: doc.invitations.map((i) => (i.id === invitationId ? { ...i, status: 'accepted' as const } : i)),
        updatedAt: joinedAt,
      };
    }
    case 'apps.app.collaborator_role_changed': {
      const { developerId, role, changedAt } = event.data;
      return { ...withMembers(doc.members.map((m) => (m.developerId === developerId ? { ...m, role } : m))), updatedAt: changedAt };
    }
    case 'apps.app.collaborator_removed':
      return {
        ...withMembers(doc.members.filter((m) => m.developerId !== event.data.developerId)),
        updatedAt: event.data.removedAt,
      };
    case 'apps.app.ownership_transferred': {
      const { fromDeveloperId, toDeveloperId, transferredAt } = event.data;
      const members = doc.members
        .filter((m) => m.developerId !== toDeveloperId)
        .map((m) => (m.developerId === fromDeveloperId ? { ...m, role: 'admin' as const } : m));
      const joined = doc.members.find((m) => m.developerId === toDeveloperId)?.joinedAt ?? transferredAt;
      return {
        ownerId: toDeveloperId,
        ...withMembers([{ developerId: toDeveloperId, role: 'owner', joinedAt: joined }, ...members]),
        updatedAt: transferredAt,
      };
    }
  }
};

/** What each sandbox event sets; the first request creates the document. */
export const sandboxDocumentChange = (event: PortalEvent<EventTypeOnTopic<'apps.sandbox'>>): SandboxFields => {
  switch (event.type) {
    case 'apps.sandbox.requested': {
      const { appId, requestedAt } = event.data;
      if (event.streamVersion > 1) return { status: 'pending', updatedAt: requestedAt };
      return {
        appId,
        status: 'pending',
        clientId: null,
        companyId: null,
        url: null,
        platformAppId: null,
        redirectUris: [],
        allowedCorsDomains: [],
        fake: false,
        createdAt: requestedAt,
        updatedAt: requestedAt,
      };
    }
    case 'apps.sandbox.built': {
      const d = event.data;
      return {
        status: 'live',
        clientId: d.clientId,
        companyId: d.companyId,
        url: d.url,
        platformAppId: d.platformAppId,
        redirectUris: d.redirectUris,
        allowedCorsDomains: d.allowedCorsDomains,
        fake: d.fake,
        updatedAt: d.builtAt,
      };
    }
    case 'apps.sandbox.failed':
      return { status: 'failed', updatedAt: event.data.failedAt };
    case 'apps.sandbox.settings_changed':
      return { redirectUris: event.data.redirectUris, allowedCorsDomains: event.data.allowedCorsDomains, updatedAt: event.data.changedAt };
  }
};

export const isAppChange = (event: PortalEvent<EventTypeOnTopic<'apps.app'>>): event is AppChangeEvent => event.type !== 'apps.app.created';

/** Builds the developer apps and sandboxes documents from the apps service's events. */
@Controller()
export class AppsProjection {
  constructor(private readonly documents: Documents) {}

  @EventPattern([...EVENT_TYPES_BY_TOPIC['apps.app']])
  async app(@Payload() event: EventEnvelope) {
    if (!isOnTopic(event, 'apps.app')) return;
    const { store } = this.documents;
    if (!isAppChange(event)) {
      await store.applyInOrder(DEVELOPER_APPS, event.data.appId, event.streamVersion, appCreatedDocument(event.data));
      return;
    }
    await applyChange<DeveloperAppDocument>(store, DEVELOPER_APPS, event.data.appId, event.streamVersion, (doc) =>
      doc ? appDocumentChange(doc, event) : {},
    );
  }

  @EventPattern([...EVENT_TYPES_BY_TOPIC['apps.sandbox']])
  async sandbox(@Payload() event: EventEnvelope) {
    if (!isOnTopic(event, 'apps.sandbox')) return;
    await this.documents.store.applyInOrder(APP_SANDBOXES, event.data.sandboxId, event.streamVersion, sandboxDocumentChange(event));
  }
}
