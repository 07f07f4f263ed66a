import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { OAuthClientsRepository } from '../oauth-clients.repository';

/**
 * Identity is the platform side of an app's credentials: its production client records who owns
 * the app, so the portal can tell when the two disagree. Ownership transfers arrive without the
 * app's uid, so the client is found through the write-side `oauth_clients` row.
 */
@Injectable()
export class RecordOwnerHandler {
  constructor(
    private readonly clients: OAuthClientsRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async ownerTransferred(appId: string, ownerId: string, context: CommandContext): Promise<void> {
    const clientId = await this.productionClientOf(appId);
    // An app whose client was never registered has nothing to record (and nothing to retry).
    if (!clientId) return;
    await this.clients.handle(clientId, { type: 'RecordOwner', ownerId, at: new Date().toISOString() }, context);
  }

  private async productionClientOf(appId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ client_id: string }>(
      `SELECT client_id FROM oauth_clients WHERE app_id = $1 AND environment = 'production' LIMIT 1`,
      [appId],
    );
    return rows[0]?.client_id ?? null;
  }
}
