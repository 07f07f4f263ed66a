import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { PortalEventEnvelope as Event } from '@portal/contracts';
import type { CommandContext, EventEnvelope } from '@portal/eventsourcing';
import { AppRoles } from '../app-access/app-roles';
import { RecordOwnerHandler } from '../recording-owners/record-owner.handler';
import { RegisterClientHandler } from './register-client.handler';

/*
 * The apps service's events as identity reads them (consumer group `identity-oauth`, topics
 * `apps.app` and `apps.sandbox`), typed by their contract (contracts/events/apps.*.schema.json).
 */
const contextOf = (event: EventEnvelope): CommandContext => ({
  correlationId: event.metadata.correlationId,
  causationId: event.id,
  actorId: event.metadata.actorId,
});

@Controller()
export class AppEventsMessageController {
  constructor(
    private readonly registrations: RegisterClientHandler,
    private readonly roles: AppRoles,
    private readonly owners: RecordOwnerHandler,
  ) {}

  /** The production client: `client_id` is the app's uid. */
  @EventPattern('apps.app.created')
  async onAppCreated(@Payload() event: Event<'apps.app.created'>): Promise<void> {
    const { appId, uid, ownerId, redirectUris, allowedCorsDomains } = event.data;
    await this.registrations.register(
      {
        clientId: uid,
        appId,
        environment: 'production',
        ownerId,
        redirectUris: redirectUris ?? [],
        allowedCorsDomains: allowedCorsDomains ?? [],
      },
      contextOf(event),
    );
  }

  @EventPattern('apps.app.redirect_uris_changed')
  async onRedirectUrisChanged(@Payload() event: Event<'apps.app.redirect_uris_changed'>) {
    const { uid, redirectUris, allowedCorsDomains } = event.data;
    await this.registrations.changeRedirectUris(uid, redirectUris, allowedCorsDomains, contextOf(event));
  }

  @EventPattern('apps.app.deleted')
  async onAppDeleted(@Payload() event: Event<'apps.app.deleted'>) {
    await this.registrations.deleteApp(event.data.appId, contextOf(event));
  }

  @EventPattern('apps.app.undeleted')
  async onAppUndeleted(@Payload() event: Event<'apps.app.undeleted'>) {
    await this.registrations.restoreApp(event.data.appId, contextOf(event));
  }

  @EventPattern('apps.sandbox.built')
  async onSandboxBuilt(@Payload() event: Event<'apps.sandbox.built'>) {
    const { appId, sandboxId, clientId, redirectUris, allowedCorsDomains } = event.data;
    await this.registrations.register(
      {
        clientId,
        appId,
        environment: 'sandbox',
        sandboxId,
        redirectUris: redirectUris ?? [],
        allowedCorsDomains: allowedCorsDomains ?? [],
      },
      contextOf(event),
    );
  }

  @EventPattern('apps.sandbox.settings_changed')
  async onSandboxSettingsChanged(@Payload() event: Event<'apps.sandbox.settings_changed'>) {
    const { clientId, redirectUris, allowedCorsDomains } = event.data;
    if (clientId) await this.registrations.changeRedirectUris(clientId, redirectUris, allowedCorsDomains, contextOf(event));
  }

  @EventPattern('apps.app.collaborator_joined')
  async onCollaboratorJoined(@Payload() event: Event<'apps.app.collaborator_joined'>) {
    await this.roles.set(event.data.appId, event.data.developerId, event.data.role);
  }

  @EventPattern('apps.app.collaborator_role_changed')
  async onRoleChanged(@Payload() event: Event<'apps.app.collaborator_role_changed'>) {
    await this.roles.set(event.data.appId, event.data.developerId, event.data.role);
  }

  @EventPattern('apps.app.collaborator_removed')
  async onCollaboratorRemoved(@Payload() event: Event<'apps.app.collaborator_removed'>) {
    await this.roles.remove(event.data.appId, event.data.developerId);
  }

  /** The former owner becomes an admin (spec §4); the production client records the new owner. */
  @EventPattern('apps.app.ownership_transferred')
  async onOwnershipTransferred(@Payload() event: Event<'apps.app.ownership_transferred'>) {
    await this.roles.set(event.data.appId, event.data.toDeveloperId, 'owner');
    await this.roles.set(event.data.appId, event.data.fromDeveloperId, 'admin');
    await this.owners.ownerTransferred(event.data.appId, event.data.toDeveloperId, contextOf(event));
  }
}
