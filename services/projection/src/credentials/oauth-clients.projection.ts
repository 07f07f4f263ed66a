import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import { Documents } from '../core/documents/documents';
import { isOnTopic, type PortalEvent } from '../core/typed-event';
import { OAUTH_CLIENTS, type OAuthClientDocument, type PresentedGrantType } from './oauth-client.document';

type ClientFields = Partial<Omit<OAuthClientDocument, '_id' | '_rev'>>;

/** Authorization code with PKCE when the client must send a code challenge; otherwise the grant it allows. */
const presentedGrant = (grantTypes: readonly string[], pkce: boolean): PresentedGrantType => {
  if (grantTypes.includes('client_credentials')) return 'client_credentials';
  return pkce ? 'authorization_code_pkce' : 'authorization_code';
};

/**
 * What each client event sets. Every event type of the topic reaches it, even one that changes
 * nothing shown, because each must advance `_rev` or the next event would wait for it forever.
 */
export const clientDocumentChange = (event: PortalEvent<EventTypeOnTopic<'identity.oauth_client'>>): ClientFields => {
  switch (event.type) {
    case 'identity.oauth_client.registered': {
      const d = event.data;
      return {
        appId: d.appId,
        environment: d.environment,
        sandboxId: d.sandboxId ?? null,
        resetCount: 0,
        hasSecret: false,
        // Registrations stored before identity recorded owners carry none: unknown.
        ownerId: d.ownerId ?? null,
        // Registration allows client credentials to confidential clients; public ones use code + PKCE.
        grantType: presentedGrant(d.grantTypes, d.clientType === 'public'),
        grantTypes: d.grantTypes,
        confidential: d.clientType === 'confidential',
        deletedAt: null,
        registeredAt: d.registeredAt,
        updatedAt: d.registeredAt,
      };
    }
    case 'identity.oauth_client.redirect_uris_changed':
      return { updatedAt: event.data.changedAt };
    case 'identity.oauth_client.secret_reset':
      return { resetCount: event.data.resetCount, hasSecret: true, updatedAt: event.data.resetAt };
    case 'identity.oauth_client.secret_rotation_started':
      return { resetCount: event.data.resetCount, hasSecret: true, updatedAt: event.data.startedAt };
    case 'identity.oauth_client.rotation_secret_reissued':
      return { resetCount: event.data.resetCount, hasSecret: true, updatedAt: event.data.reissuedAt };
    case 'identity.oauth_client.old_secret_revoked':
      return { updatedAt: event.data.revokedAt };
    case 'identity.oauth_client.deleted':
      return { deletedAt: event.data.deletedAt, updatedAt: event.data.deletedAt };
    case 'identity.oauth_client.restored':
      return { deletedAt: null, updatedAt: event.data.restoredAt };
    case 'identity.oauth_client.owner_changed':
      return { ownerId: event.data.ownerId, updatedAt: event.data.changedAt };
    case 'identity.oauth_client.grant_type_changed': {
      const d = event.data;
      return {
        grantType: presentedGrant(d.grantTypes, d.pkce),
        grantTypes: d.grantTypes,
        confidential: d.clientType === 'confidential',
        updatedAt: d.changedAt,
      };
    }
  }
};

/** Builds the `oauth_clients` documents from identity's OAuth client events. */
@Controller()
export class OAuthClientsProjection {
  constructor(private readonly documents: Documents) {}

  @EventPattern([...EVENT_TYPES_BY_TOPIC['identity.oauth_client']])
  async apply(@Payload() event: EventEnvelope) {
    if (!isOnTopic(event, 'identity.oauth_client')) return;
    await this.documents.store.applyInOrder(OAUTH_CLIENTS, event.data.clientId, event.streamVersion, clientDocumentChange(event));
  }
}
