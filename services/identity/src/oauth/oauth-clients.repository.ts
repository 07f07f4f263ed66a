import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type CommandContext, type HandleOptions, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import type { PoolClient } from 'pg';
import { oauthClientDecider, type OAuthClient, type OAuthClientCommand } from './oauth-client.decider';
import { oauthClientStreamId, type OAuthClientEvent } from './oauth-client.events';

/**
 * The only writer of oauth_client streams and of the `oauth_clients` rows the authorization server
 * reads. The row (and whatever `inTransaction` writes, e.g. a secret hash) commits in the
 * transaction of the events, or not at all.
 */
@Injectable()
export class OAuthClientsRepository extends EventSourcedRepository<OAuthClient, OAuthClientCommand, OAuthClientEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, oauthClientDecider, oauthClientStreamId);
  }

  override handle(clientId: string, command: OAuthClientCommand, context: CommandContext, options: HandleOptions<OAuthClient> = {}) {
    return super.handle(clientId, command, context, {
      ...options,
      inTransaction: async (client, decision) => {
        await writeClientRow(client, decision.state);
        await options.inTransaction?.(client, decision);
      },
    });
  }
}

const writeClientRow = async (db: PoolClient, c: OAuthClient): Promise<void> => {
  await db.query(
    `INSERT INTO oauth_clients (client_id, app_id, environment, sandbox_id, client_type, grant_types, redirect_uris, cors_origins,
                                reset_count, grace_ends_at, deleted_at, updated_at, pkce)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $11 THEN now() END, now(), $12)
     ON CONFLICT (client_id) DO UPDATE SET client_type = EXCLUDED.client_type, pkce = EXCLUDED.pkce,
       redirect_uris = EXCLUDED.redirect_uris, cors_origins = EXCLUDED.cors_origins, grant_types = EXCLUDED.grant_types,
       reset_count = EXCLUDED.reset_count, grace_ends_at = EXCLUDED.grace_ends_at,
       deleted_at = CASE WHEN $11 THEN COALESCE(oauth_clients.deleted_at, now()) END, updated_at = now()`,
    [
      c.clientId,
      c.appId,
      c.environment,
      c.sandboxId,
      c.clientType,
      JSON.stringify(c.grantTypes),
      JSON.stringify(c.redirectUris),
      JSON.stringify(c.allowedCorsDomains),
      c.resetCount,
      c.graceEndsAt,
      c.deleted,
      c.pkce,
    ],
  );
};
