import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { PortalEventEnvelope as Event } from '@portal/contracts';
import { FollowGrantHandler } from './follow-grant.handler';

/** The manifest events that decide a client's grant (consumer group `identity-oauth`, topic `apps.manifest`). */
const contextOf = (event: Pick<Event<'apps.manifest.version_created'>, 'id' | 'metadata'>) => ({
  correlationId: event.metadata.correlationId,
  causationId: event.id,
  actorId: event.metadata.actorId,
});

@Controller()
export class ManifestGrantMessageController {
  constructor(private readonly grants: FollowGrantHandler) {}

  /** An environment's first version without a grant change: client credentials (see FollowGrantHandler). */
  @EventPattern('apps.manifest.version_created')
  async onVersionCreated(@Payload() event: Event<'apps.manifest.version_created'>): Promise<void> {
    await this.grants.versionCreated(event.data.appId, event.data.environment, event.data.createdAt, contextOf(event));
  }

  @EventPattern('apps.manifest.version_promoted')
  async onVersionPromoted(@Payload() event: Event<'apps.manifest.version_promoted'>): Promise<void> {
    await this.grants.versionCreated(event.data.appId, 'production', event.data.createdAt, contextOf(event));
  }

  @EventPattern('apps.manifest.grant_type_changed')
  async onGrantTypeChanged(@Payload() event: Event<'apps.manifest.grant_type_changed'>): Promise<void> {
    const { appId, environment, grantType, pkce, confidential, at } = event.data;
    await this.grants.grantChanged({ appId, environment, grantType, pkce, confidential, at }, contextOf(event));
  }
}
