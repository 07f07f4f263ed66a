import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { idempotentId, PG_POOL, reusedKeyError, type Actor } from '@portal/service-runtime';
import type { Pool, PoolClient } from 'pg';
import { AppRoles } from '../app-access/app-roles';
import { generateClientSecret, hashClientSecret } from '../client-secrets';
import { isOwnRepeat, MESSAGES, type OAuthClient } from '../oauth-client.decider';
import { OAuthClientsRepository } from '../oauth-clients.repository';

/** The `/api/v1/oauth_applications/{uid}` shape (snake_case like the rest of the apps API). */
export interface OAuthApplicationView {
  client_id: string;
  developer_app_id: string;
  environment: string;
  client_type: string;
  grant_types: string[];
  redirect_uris: string[];
  allowed_cors_origins: string[];
  reset_count: number;
  has_secret: boolean;
  old_secret_valid_until: string | null;
}

export const viewOf = (c: OAuthClient, at = new Date().toISOString()): OAuthApplicationView => ({
  client_id: c.clientId,
  developer_app_id: c.appId,
  environment: c.environment,
  client_type: c.clientType,
  grant_types: c.grantTypes,
  redirect_uris: c.redirectUris,
  allowed_cors_origins: c.allowedCorsDomains,
  reset_count: c.resetCount,
  has_secret: c.clientType === 'confidential' && c.resetCount > 0,
  old_secret_valid_until: c.graceEndsAt && c.graceEndsAt > at ? c.graceEndsAt : null,
});

const TOKEN_MODELS = ['AccessToken', 'ClientCredentials', 'RefreshToken', 'AuthorizationCode'];

/** Every live secret of the client stops working, and with it every token it obtained. */
export const revokeAllSecrets = async (db: PoolClient, clientId: string): Promise<void> => {
  await db.query('UPDATE oauth_client_secrets SET revoked_at = now() WHERE client_id = $1 AND revoked_at IS NULL', [clientId]);
  await db.query('DELETE FROM oauth_store WHERE client_id = $1 AND model = ANY($2)', [clientId, TOKEN_MODELS]);
};

/**
 * Reset, rotate, revoke: the decider decides, the hash of the new secret commits with the event,
 * and the plaintext goes back to the caller once. Nothing else ever sees it.
 */
@Injectable()
export class SecretsHandler {
  constructor(
    private readonly clients: OAuthClientsRepository,
    private readonly roles: AppRoles,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async view(clientId: string, actor: Actor): Promise<OAuthApplicationView> {
    const state = await this.loadVisible(clientId);
    await this.roles.mustView(state.appId, actor);
    return viewOf(state);
  }

  /**
   * With an Idempotency-Key the reset is named by the key: sent again after a lost answer (which carried the only copy
   * of the secret) while its secret is still the current one, it resets once more without asking for the
   * confirmation the first secret's "Generate" never had, instead of "Please confirm…".
   */
  async reset(clientId: string, confirm: unknown, actor: Actor, context: CommandContext, idempotencyKey?: string) {
    const before = await this.authorize(clientId, actor);
    const resetId = idempotencyKey === undefined ? undefined : idempotentId(`resets:${clientId}`, actor.id, idempotencyKey);
    const secret = generateClientSecret();
    const secretHash = await hashClientSecret(secret);
    const result = await this.clients.handle(
      clientId,
      { type: 'ResetSecret', confirm: confirm === true, ...(resetId === undefined ? {} : { resetId }), at: new Date().toISOString() },
      context,
      {
        inTransaction: async (db) => {
          await revokeAllSecrets(db, clientId);
          await insertSecret(db, clientId, secretHash);
        },
      },
    );
    return {
      body: { ...viewOf(result.state), client_secret: secret },
      position: result.lastPosition,
      replayed: isOwnRepeat(before, resetId),
    };
  }

  /**
   * With an Idempotency-Key the rotation is named by the key. Its repeat after a lost answer would meet "a rotation is
   * already running", and the hint that follows (revoke the old secret) would cut off the secret the integration still
   * uses while the new one was never seen; instead the repeat issues the rotation's new secret again (the unseen one
   * stops working) and answers with it, the old secret's grace unchanged.
   */
  async rotate(clientId: string, graceHours: unknown, actor: Actor, context: CommandContext, idempotencyKey?: string) {
    await this.authorize(clientId, actor);
    const hours = typeof graceHours === 'number' ? graceHours : Number.NaN;
    const rotationId = idempotencyKey === undefined ? undefined : idempotentId(`rotations:${clientId}`, actor.id, idempotencyKey);
    const secret = generateClientSecret();
    const secretHash = await hashClientSecret(secret);
    try {
      const result = await this.clients.handle(
        clientId,
        {
          type: 'StartSecretRotation',
          graceHours: hours,
          ...(rotationId === undefined ? {} : { rotationId }),
          at: new Date().toISOString(),
        },
        context,
        {
          inTransaction: async (db, { state: next }) => {
            // The current secret becomes the old one, valid until the grace ends; older ones are already dead.
            await db.query(
              `UPDATE oauth_client_secrets SET expires_at = $2 WHERE client_id = $1 AND revoked_at IS NULL AND expires_at IS NULL`,
              [clientId, next.graceEndsAt],
            );
            await insertSecret(db, clientId, secretHash);
          },
        },
      );
      return { body: { ...viewOf(result.state), client_secret: secret }, position: result.lastPosition, replayed: false };
    } catch (error) {
      if (rotationId === undefined) throw error;
      const { state } = await this.clients.load(clientId);
      if (state.rotation?.id !== rotationId) {
        if (state.rotationIds.includes(rotationId)) throw new ConflictError(MESSAGES.rotationOver);
        throw error;
      }
      if (state.rotation.graceHours !== hours) throw reusedKeyError('a rotation with another grace period');
      return { ...(await this.reissue(clientId, rotationId, secret, secretHash, context)), replayed: true };
    }
  }

  /** The running rotation's new secret again: the one issued before (never seen) stops working, with any token it got. */
  private async reissue(clientId: string, rotationId: string, secret: string, secretHash: string, context: CommandContext) {
    const result = await this.clients.handle(
      clientId,
      { type: 'ReissueRotationSecret', rotationId, at: new Date().toISOString() },
      context,
      {
        inTransaction: async (db) => {
          const { rows } = await db.query<{ secret_id: string }>(
            `UPDATE oauth_client_secrets SET revoked_at = now()
          WHERE client_id = $1 AND revoked_at IS NULL AND expires_at IS NULL RETURNING secret_id`,
            [clientId],
          );
          await db.query('DELETE FROM oauth_store WHERE secret_id = ANY($1::uuid[])', [rows.map((r) => r.secret_id)]);
          await insertSecret(db, clientId, secretHash);
        },
      },
    );
    return { body: { ...viewOf(result.state), client_secret: secret }, position: result.lastPosition };
  }

  async revokeOld(clientId: string, actor: Actor, context: CommandContext) {
    await this.authorize(clientId, actor);
    const result = await this.clients.handle(clientId, { type: 'RevokeOldSecret', at: new Date().toISOString() }, context, {
      inTransaction: async (db) => {
        const { rows } = await db.query<{ secret_id: string }>(
          `UPDATE oauth_client_secrets SET revoked_at = now()
          WHERE client_id = $1 AND revoked_at IS NULL AND expires_at IS NOT NULL RETURNING secret_id`,
          [clientId],
        );
        await db.query('DELETE FROM oauth_store WHERE secret_id = ANY($1::uuid[])', [rows.map((r) => r.secret_id)]);
      },
    });
    return { body: viewOf(result.state), position: result.lastPosition };
  }

  private async authorize(clientId: string, actor: Actor): Promise<OAuthClient> {
    const state = await this.loadVisible(clientId);
    await this.roles.mustManageSecrets(state.appId, actor);
    return state;
  }

  private async loadVisible(clientId: string): Promise<OAuthClient> {
    const { state } = await this.clients.load(clientId);
    if (!state.exists || state.deleted) throw new NotFoundError('No such OAuth application');
    return state;
  }
}

const insertSecret = async (db: PoolClient, clientId: string, secretHash: string): Promise<void> => {
  await db.query('INSERT INTO oauth_client_secrets (secret_id, client_id, secret_hash) VALUES ($1, $2, $3)', [
    randomUUID(),
    clientId,
    secretHash,
  ]);
};
