import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { Connection, mongo } from 'mongoose';
import { MONGO } from '../core/mongo.providers';
import { applyInOrder, OutOfOrderError } from '../core/stream-guard';
import { APP_SANDBOXES, DEVELOPER_APPS, type AppMember, type DeveloperAppDocument } from './app.documents';

type Data = Record<string, unknown>;
type Change = (doc: DeveloperAppDocument, data: Data) => Partial<DeveloperAppDocument>;

const withMembers = (members: AppMember[]): Partial<DeveloperAppDocument> => ({ members, memberIds: members.map((m) => m.developerId) });

/** What each app event changes, computed from the document at the revision right before it. */
const APP_CHANGES: Record<string, Change> = {
  'apps.app.renamed': (_, d) => ({ internalName: d.internalName as string, updatedAt: d.renamedAt as string }),
  'apps.app.details_changed': (_, d) => ({
    ...(d.name !== undefined ? { name: d.name as string } : {}),
    ...(d.legacy !== undefined ? { legacy: d.legacy as boolean } : {}),
    ...(d.connectable !== undefined ? { connectable: d.connectable as boolean } : {}),
    updatedAt: d.changedAt as string,
  }),
  'apps.app.redirect_uris_changed': (_, d) => ({
    redirectUris: d.redirectUris as string[],
    allowedCorsDomains: d.allowedCorsDomains as string[],
    updatedAt: d.changedAt as string,
  }),
  'apps.app.logo_set': (_, d) => ({ thumbnailKey: d.thumbnailKey as string, updatedAt: d.setAt as string }),
  'apps.app.logo_removed': (_, d) => ({ thumbnailKey: null, updatedAt: d.removedAt as string }),
  'apps.app.deleted': (_, d) => ({ deletedAt: d.deletedAt as string, updatedAt: d.deletedAt as string }),
  'apps.app.undeleted': (_, d) => ({ deletedAt: null, updatedAt: d.undeletedAt as string }),
  'apps.app.marketplace_toggled': (_, d) => ({ marketplaceEnabled: d.enabled as boolean, updatedAt: d.toggledAt as string }),
  'apps.app.contact_added': (doc, d) => ({
    contacts: [...doc.contacts, { id: d.contactId as string, name: d.name as string, email: d.email as string }],
    updatedAt: d.addedAt as string,
  }),
  'apps.app.collaborator_invited': (doc, d) => ({
    invitations: [
      ...doc.invitations,
      {
        id: d.invitationId as string,
        email: d.email as string,
        role: d.role as 'admin' | 'developer',
        status: 'pending',
        createdAt: d.invitedAt as string,
      },
    ],
    updatedAt: d.invitedAt as string,
  }),
  'apps.app.invitation_canceled': (doc, d) => ({
    invitations: doc.invitations.map((i) => (i.id === d.invitationId ? { ...i, status: 'canceled' as const } : i)),
    updatedAt: d.canceledAt as string,
  }),
  'apps.app.collaborator_joined': (doc, d) => ({
    ...withMembers([
      ...doc.members.filter((m) => m.developerId !== d.developerId),
      { developerId: d.developerId as string, role: d.role as 'admin' | 'developer', joinedAt: d.joinedAt as string },
    ]),
    invitations: doc.invitations.map((i) => (i.id === d.invitationId ? { ...i, status: 'accepted' as const } : i)),
    updatedAt: d.joinedAt as string,
  }),
  'apps.app.collaborator_role_changed': (doc, d) => ({
    ...withMembers(doc.members.map((m) => (m.developerId === d.developerId ? { ...m, role: d.role as 'admin' | 'developer' } : m))),
    updatedAt: d.changedAt as string,
  }),
  'apps.app.collaborator_removed': (doc, d) => ({
    ...withMembers(doc.members.filter((m) => m.developerId !== d.developerId)),
    updatedAt: d.removedAt as string,
  }),
  'apps.app.ownership_transferred': (doc, d) => {
    const at = d.transferredAt as string;
    const members = doc.members
      .filter((m) => m.developerId !== d.toDeveloperId)
      .map((m) => (m.developerId === d.fromDeveloperId ? { ...m, role: 'admin' as const } : m));
    const joined = doc.members.find((m) => m.developerId === d.toDeveloperId)?.joinedAt ?? at;
    return {
      ownerId: d.toDeveloperId as string,
      ...withMembers([{ developerId: d.toDeveloperId as string, role: 'owner', joinedAt: joined }, ...members]),
      updatedAt: at,
    };
  },
};

const SANDBOX_CHANGES: Record<string, (d: Data) => Data> = {
  'apps.sandbox.built': (d) => ({
    status: 'live',
    clientId: d.clientId,
    companyId: d.companyId,
    url: d.url,
    platformAppId: d.platformAppId,
    redirectUris: d.redirectUris,
    allowedCorsDomains: d.allowedCorsDomains,
    fake: d.fake,
    updatedAt: d.builtAt,
  }),
  'apps.sandbox.failed': (d) => ({ status: 'failed', updatedAt: d.failedAt }),
  'apps.sandbox.settings_changed': (d) => ({
    redirectUris: d.redirectUris,
    allowedCorsDomains: d.allowedCorsDomains,
    updatedAt: d.changedAt,
  }),
};

/** Builds the developer apps and sandboxes read models from the apps service's events. */
@Controller()
export class AppsProjection {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  private get apps() {
    return this.mongo.collection<DeveloperAppDocument>(DEVELOPER_APPS);
  }

  private get sandboxes() {
    return this.mongo.collection(APP_SANDBOXES);
  }

  @EventPattern('apps.app.created')
  async created(@Payload() event: EventEnvelope) {
    const d = event.data as Data;
    const ownerId = d.ownerId as string;
    await applyInOrder(this.apps as unknown as mongo.Collection<mongo.Document>, d.appId as string, event.streamVersion, {
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
      ownerId,
      members: [{ developerId: ownerId, role: 'owner', joinedAt: d.createdAt }],
      memberIds: [ownerId],
      invitations: [],
      contacts: [],
      deletedAt: null,
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
    });
  }

  @EventPattern('apps.app.renamed')
  renamed(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.details_changed')
  detailsChanged(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.redirect_uris_changed')
  redirectUrisChanged(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.logo_set')
  logoSet(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.logo_removed')
  logoRemoved(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.deleted')
  deleted(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.undeleted')
  undeleted(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.marketplace_toggled')
  marketplaceToggled(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.contact_added')
  contactAdded(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.collaborator_invited')
  invited(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.invitation_canceled')
  invitationCanceled(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.collaborator_joined')
  joined(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.collaborator_role_changed')
  roleChanged(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.collaborator_removed')
  removed(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.app.ownership_transferred')
  ownershipTransferred(@Payload() event: EventEnvelope) {
    return this.change(event);
  }

  @EventPattern('apps.sandbox.requested')
  async sandboxRequested(@Payload() event: EventEnvelope) {
    const d = event.data as Data;
    const fields =
      event.streamVersion === 1
        ? {
            appId: d.appId,
            status: 'pending',
            clientId: null,
            companyId: null,
            url: null,
            platformAppId: null,
            redirectUris: [],
            allowedCorsDomains: [],
            fake: false,
            createdAt: d.requestedAt,
            updatedAt: d.requestedAt,
          }
        : { status: 'pending', updatedAt: d.requestedAt };
    await applyInOrder(this.sandboxes, d.sandboxId as string, event.streamVersion, fields);
  }

  @EventPattern('apps.sandbox.built')
  sandboxBuilt(@Payload() event: EventEnvelope) {
    return this.changeSandbox(event);
  }

  @EventPattern('apps.sandbox.failed')
  sandboxFailed(@Payload() event: EventEnvelope) {
    return this.changeSandbox(event);
  }

  @EventPattern('apps.sandbox.settings_changed')
  sandboxSettingsChanged(@Payload() event: EventEnvelope) {
    return this.changeSandbox(event);
  }

  private async changeSandbox(event: EventEnvelope) {
    const d = event.data as Data;
    await applyInOrder(this.sandboxes, d.sandboxId as string, event.streamVersion, SANDBOX_CHANGES[event.type]!(d));
  }

  /** Read the document at its current revision, compute the change, write it guarded by `_rev`. */
  private async change(event: EventEnvelope) {
    const d = event.data as Data;
    const id = d.appId as string;
    const doc = await this.apps.findOne({ _id: id });
    if (!doc) throw new OutOfOrderError(id, event.streamVersion, null);
    if (doc._rev >= event.streamVersion) return;
    if (doc._rev !== event.streamVersion - 1) throw new OutOfOrderError(id, event.streamVersion, doc._rev);
    await applyInOrder(this.apps as unknown as mongo.Collection<mongo.Document>, id, event.streamVersion, APP_CHANGES[event.type]!(doc, d));
  }
}
