import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { Connection, mongo } from 'mongoose';
import { MONGO } from '../core/mongo.providers';
import { applyInOrder } from '../core/stream-guard';
import { OAUTH_CLIENTS, type OAuthClientDocument } from './oauth-client.document';

type Data = Record<string, unknown>;
type Fields = Partial<Omit<OAuthClientDocument, '_id' | '_rev'>>;

/**
 * What each client event sets. Every event type of the stream is listed, even one that changes
 * nothing shown, because each must advance `_rev` or the next event would wait for it forever.
 */
export const CLIENT_CHANGES: Record<string, (d: Data) => Fields> = {
  'identity.oauth_client.registered': (d) => ({
    appId: d.appId as string,
    environment: d.environment as OAuthClientDocument['environment'],
    sandboxId: (d.sandboxId as string | null | undefined) ?? null,
    resetCount: 0,
    hasSecret: false,
    // Registrations stored before identity recorded owners carry none: unknown.
    ownerId: (d.ownerId as string | null | undefined) ?? null,
    deletedAt: null,
    registeredAt: d.registeredAt as string,
    updatedAt: d.registeredAt as string,
  }),
  'identity.oauth_client.redirect_uris_changed': (d) => ({ updatedAt: d.changedAt as string }),
  'identity.oauth_client.secret_reset': (d) => ({ resetCount: d.resetCount as number, hasSecret: true, updatedAt: d.resetAt as string }),
  'identity.oauth_client.secret_rotation_started': (d) => ({
    resetCount: d.resetCount as number,
    hasSecret: true,
    updatedAt: d.startedAt as string,
  }),
  'identity.oauth_client.old_secret_revoked': (d) => ({ updatedAt: d.revokedAt as string }),
  'identity.oauth_client.deleted': (d) => ({ deletedAt: d.deletedAt as string, updatedAt: d.deletedAt as string }),
  'identity.oauth_client.restored': (d) => ({ deletedAt: null, updatedAt: d.restoredAt as string }),
  'identity.oauth_client.owner_changed': (d) => ({ ownerId: d.ownerId as string, updatedAt: d.changedAt as string }),
};

/** Builds the `oauth_clients` read model from identity's OAuth client events. */
@Controller()
export class OAuthClientsProjection {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  private get clients() {
    return this.mongo.collection<OAuthClientDocument>(OAUTH_CLIENTS) as unknown as mongo.Collection<mongo.Document>;
  }

  @EventPattern('identity.oauth_client.registered')
  registered(@Payload() event: EventEnvelope) {
    return this.apply(event);
  }

  @EventPattern('identity.oauth_client.redirect_uris_changed')
  redirectUrisChanged(@Payload() event: EventEnvelope) {
    return this.apply(event);
  }

  @EventPattern('identity.oauth_client.secret_reset')
  secretReset(@Payload() event: EventEnvelope) {
    return this.apply(event);
  }

  @EventPattern('identity.oauth_client.secret_rotation_started')
  rotationStarted(@Payload() event: EventEnvelope) {
    return this.apply(event);
  }

  @EventPattern('identity.oauth_client.old_secret_revoked')
  oldSecretRevoked(@Payload() event: EventEnvelope) {
    return this.apply(event);
  }

  @EventPattern('identity.oauth_client.deleted')
  deleted(@Payload() event: EventEnvelope) {
    return this.apply(event);
  }

  @EventPattern('identity.oauth_client.restored')
  restored(@Payload() event: EventEnvelope) {
    return this.apply(event);
  }

  @EventPattern('identity.oauth_client.owner_changed')
  ownerChanged(@Payload() event: EventEnvelope) {
    return this.apply(event);
  }

  private async apply(event: EventEnvelope): Promise<void> {
    const d = event.data as Data;
    await applyInOrder(this.clients, d.clientId as string, event.streamVersion, CLIENT_CHANGES[event.type]!(d));
  }
}
