import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { AppRoles } from '../app-access/app-roles';
import { FollowGrantHandler } from '../following-manifest-grants/follow-grant.handler';
import type { OAuthClientType, OAuthEnvironment } from '../oauth-client.events';
import { OAuthClientsRepository } from '../oauth-clients.repository';
import { revokeAllSecrets } from '../managing-secrets/secrets.handler';
import { corsOrigins, redirectUriLines } from '../redirect-uris.rules';

export interface ClientRegistration {
  clientId: string;
  appId: string;
  environment: OAuthEnvironment;
  sandboxId?: string | null;
  /** Apps are confidential unless the apps service marks them otherwise (spec: `confidential`). */
  confidential?: boolean;
  redirectUris?: string | string[];
  allowedCorsDomains?: string | string[];
  ownerId?: string | null;
}

/** Keeps OAuth clients in step with the apps they belong to; every method is idempotent. */
@Injectable()
export class RegisterClientHandler {
  constructor(
    private readonly clients: OAuthClientsRepository,
    private readonly roles: AppRoles,
    private readonly grants: FollowGrantHandler,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async register(input: ClientRegistration, context: CommandContext) {
    if (input.ownerId) await this.roles.set(input.appId, input.ownerId, 'owner');
    const clientType: OAuthClientType = input.confidential === false ? 'public' : 'confidential';
    const result = await this.clients.handle(
      input.clientId,
      {
        type: 'RegisterClient',
        clientId: input.clientId,
        appId: input.appId,
        environment: input.environment,
        sandboxId: input.sandboxId ?? null,
        clientType,
        redirectUris: redirectUriLines(input.redirectUris ?? []),
        allowedCorsDomains: corsOrigins(input.allowedCorsDomains ?? []),
        // The production client is where the platform side keeps the app's owner.
        ownerId: input.environment === 'production' ? (input.ownerId ?? null) : null,
        at: new Date().toISOString(),
      },
      context,
    );
    // Until the app has a manifest the client keeps its registration grants; once it has one, its grant.
    await this.grants.catchUp(input.clientId, input.appId, input.environment, context);
    const caughtUp = await this.clients.load(input.clientId);
    return { ...result, state: caughtUp.state, lastPosition: Math.max(result.lastPosition, caughtUp.position) };
  }

  async changeRedirectUris(clientId: string, redirectUris: string[], allowedCorsDomains: string[], context: CommandContext) {
    const { state } = await this.clients.load(clientId);
    if (!state.exists || state.deleted) return;
    await this.clients.handle(
      clientId,
      {
        type: 'ChangeRedirectUris',
        redirectUris: redirectUriLines(redirectUris),
        allowedCorsDomains: corsOrigins(allowedCorsDomains),
        at: new Date().toISOString(),
      },
      context,
    );
  }

  async deleteApp(appId: string, context: CommandContext) {
    for (const clientId of await this.clientIdsOf(appId)) {
      await this.clients.handle(clientId, { type: 'DeleteClient', at: new Date().toISOString() }, context, {
        inTransaction: (db) => revokeAllSecrets(db, clientId),
      });
    }
  }

  async restoreApp(appId: string, context: CommandContext) {
    for (const clientId of await this.clientIdsOf(appId, true)) {
      await this.clients.handle(clientId, { type: 'RestoreClient', at: new Date().toISOString() }, context);
    }
  }

  private async clientIdsOf(appId: string, deleted = false): Promise<string[]> {
    const { rows } = await this.pool.query<{ client_id: string }>(
      'SELECT client_id FROM oauth_clients WHERE app_id = $1 AND (deleted_at IS NOT NULL) = $2',
      [appId, deleted],
    );
    return rows.map((r) => r.client_id);
  }
}
