import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { PortalEventEnvelope as Event } from '@portal/contracts';
import { FollowGrantHandler } from './follow-grant.handler';

/** `apps.manifest.grant_type_changed` (consumer group `identity-oauth`, topic `apps.manifest`). */
@Controller()
export class ManifestGrantMessageController {
  constructor(private readonly grants: FollowGrantHandler) {}

  @EventPattern('apps.manifest.grant_type_changed')
  async onGrantTypeChanged(@Payload() event: Event<'apps.manifest.grant_type_changed'>): Promise<void> {
    const { appId, environment, grantType, pkce, confidential, at } = event.data;
    await this.grants.grantChanged(
      { appId, environment, grantType, pkce, confidential, at },
      { correlationId: event.metadata.correlationId, causationId: event.id, actorId: event.metadata.actorId },
    );
  }
}
