import { Controller, Get, Inject, Query } from '@nestjs/common';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';

/** One bucket event, as the apps service's Activity view reads it (admins only: the apps service decides). */
export interface BucketEventItem {
  id: string;
  type: string;
  position: number;
  data: unknown;
  metadata: { actorId: string | null; recordedAt: string };
}

const MAX_EVENTS = 500;

/**
 * Internal only (the internal token guards it; the gateway never routes it): every bucket event of
 * the given domains (an app's OAuth client ids), oldest first, from the event store itself.
 */
@Controller('bucket_events')
export class BucketEventsController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get()
  async list(@Query('domain') domain: string | string[] | undefined): Promise<BucketEventItem[]> {
    const domains = (Array.isArray(domain) ? domain : domain ? [domain] : []).filter(Boolean).slice(0, 20);
    if (domains.length === 0) return [];
    const { rows } = await this.pool.query<{
      event_id: string;
      type: string;
      position: string;
      data: unknown;
      metadata: { actorId?: string | null };
      recorded_at: Date;
    }>(
      `SELECT event_id, type, position, data, metadata, recorded_at FROM es_events
        WHERE type LIKE 'quota.bucket.%' AND data->>'domain' = ANY($1::text[])
        ORDER BY position DESC LIMIT $2`,
      [domains, MAX_EVENTS],
    );
    return rows.reverse().map((row) => ({
      id: row.event_id,
      type: row.type,
      position: Number(row.position),
      data: row.data,
      metadata: { actorId: row.metadata.actorId ?? null, recordedAt: row.recorded_at.toISOString() },
    }));
  }
}
