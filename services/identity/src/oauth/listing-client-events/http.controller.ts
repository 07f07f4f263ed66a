import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE, PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { oauthClientStreamId } from '../oauth-client.events';

/** One event of an app's OAuth clients, as the apps service's Activity view reads it. */
export interface ClientEventItem {
  id: string;
  type: string;
  position: number;
  data: unknown;
  metadata: { actorId: string | null; causationId: string | null; recordedAt: string };
}

/**
 * Internal only (the internal token guards every identity route; the gateway never routes this):
 * the history of every OAuth client of one app, deleted ones included. These events never carry a
 * secret, so they can be handed out whole; the caller decides who may see them.
 */
@Controller('apps/:appId/oauth_client_events')
export class ClientEventsController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PgEventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get()
  async list(@Param('appId') appId: string): Promise<ClientEventItem[]> {
    const { rows } = await this.pool.query<{ client_id: string }>('SELECT client_id FROM oauth_clients WHERE app_id = $1', [appId]);
    const streams = await Promise.all(rows.map((r) => this.store.readStream(oauthClientStreamId(r.client_id))));
    return streams
      .flatMap((s) => s.events)
      .sort((a, b) => a.position - b.position)
      .map((e) => ({
        id: e.id,
        type: e.type,
        position: e.position,
        data: e.data,
        metadata: { actorId: e.metadata.actorId, causationId: e.metadata.causationId, recordedAt: e.metadata.recordedAt },
      }));
  }
}
