import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import type { ManifestGrant } from '../oauth-client.decider';
import type { OAuthEnvironment } from '../oauth-client.events';
import { OAuthClientsRepository } from '../oauth-clients.repository';

export interface ManifestGrantChange extends ManifestGrant {
  appId: string;
  environment: OAuthEnvironment;
  at: string;
}

/**
 * The OAuth clients of an app follow the grant its manifest asks for, per environment (sandbox
 * clients the newest sandbox version, the production client the newest production one). The
 * newest grant is also kept per app and environment, so a client registered later (a sandbox
 * built after its first version) starts with it. Every step is idempotent: redelivered or late
 * (older) changes change nothing.
 */
@Injectable()
export class FollowGrantHandler {
  constructor(
    private readonly clients: OAuthClientsRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async grantChanged(change: ManifestGrantChange, context: CommandContext): Promise<void> {
    await this.pool.query(
      `INSERT INTO oauth_manifest_grants (app_id, environment, grant_type, pkce, confidential, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (app_id, environment) DO UPDATE SET grant_type = EXCLUDED.grant_type, pkce = EXCLUDED.pkce,
         confidential = EXCLUDED.confidential, changed_at = EXCLUDED.changed_at
       WHERE oauth_manifest_grants.changed_at <= EXCLUDED.changed_at`,
      [change.appId, change.environment, change.grantType, change.pkce, change.confidential, change.at],
    );
    const { rows } = await this.pool.query<{ client_id: string }>(
      'SELECT client_id FROM oauth_clients WHERE app_id = $1 AND environment = $2',
      [change.appId, change.environment],
    );
    for (const { client_id: clientId } of rows) await this.apply(clientId, change, context);
  }

  /**
   * A version was created in an environment. The apps service announces a grant only when it
   * changes, and an environment starts at client credentials: so the first version without a
   * grant change means client credentials. Its change, if any, follows in the same append with the
   * same instant and wins (an equal instant is no older).
   */
  async versionCreated(appId: string, environment: OAuthEnvironment, at: string, context: CommandContext): Promise<void> {
    const inserted = await this.pool.query(
      `INSERT INTO oauth_manifest_grants (app_id, environment, grant_type, pkce, confidential, changed_at)
       VALUES ($1, $2, 'client_credentials', false, true, $3) ON CONFLICT (app_id, environment) DO NOTHING`,
      [appId, environment, at],
    );
    if (inserted.rowCount === 0) return;
    const { rows } = await this.pool.query<{ client_id: string }>(
      'SELECT client_id FROM oauth_clients WHERE app_id = $1 AND environment = $2',
      [appId, environment],
    );
    const change: ManifestGrantChange = { appId, environment, grantType: 'client_credentials', pkce: false, confidential: true, at };
    for (const { client_id: clientId } of rows) await this.apply(clientId, change, context);
  }

  /** After a registration: the grant the app's manifest already asks for, if any. */
  async catchUp(clientId: string, appId: string, environment: OAuthEnvironment, context: CommandContext): Promise<void> {
    const { rows } = await this.pool.query<{
      grant_type: ManifestGrant['grantType'];
      pkce: boolean;
      confidential: boolean;
      changed_at: Date;
    }>('SELECT grant_type, pkce, confidential, changed_at FROM oauth_manifest_grants WHERE app_id = $1 AND environment = $2', [
      appId,
      environment,
    ]);
    const row = rows[0];
    if (!row) return;
    await this.apply(
      clientId,
      { appId, environment, grantType: row.grant_type, pkce: row.pkce, confidential: row.confidential, at: row.changed_at.toISOString() },
      context,
    );
  }

  private async apply(clientId: string, change: ManifestGrantChange, context: CommandContext): Promise<void> {
    const { grantType, pkce, confidential, at } = change;
    await this.clients.handle(clientId, { type: 'ChangeGrantType', grant: { grantType, pkce, confidential }, at }, context);
  }
}
