import { Inject, Injectable } from '@nestjs/common';
import { ConflictError } from '@portal/decider';
import type { EventEnvelope } from '@portal/eventsourcing';
import { env, InternalClient, PG_POOL, PortalLogger } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { ENGAGEMENT_TABLES } from '../engagement.tables';
import { ENGAGEMENT_LOCK, EngagementRecorder } from '../recording/engagement-recorder';

const PAGE = 5000;

export interface EngagementRebuildResult {
  events: number;
  tookMs: number;
}

/**
 * Empties the engagement tables and refills them from the marketplace's event store (the source of
 * truth; Kafka's retention is not), in one transaction: readers keep the old numbers until the new
 * ones commit, and live writes wait on the engagement lock meanwhile. Whatever the live consumer
 * then delivers was either replayed (its guard refuses it) or is newer than anything replayed for
 * its stream, so consumer offsets need no reset.
 */
@Injectable()
export class EngagementRebuild {
  private readonly marketplace = new InternalClient('marketplace', env('MARKETPLACE_URL', 'http://127.0.0.1:4004'));
  private running = false;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly recorder: EngagementRecorder,
    private readonly logger: PortalLogger,
  ) {}

  async rebuild(): Promise<EngagementRebuildResult> {
    if (this.running) throw new ConflictError('A rebuild of the engagement metrics is already running');
    this.running = true;
    const started = Date.now();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(${ENGAGEMENT_LOCK})`);
      // DELETE, not TRUNCATE: TRUNCATE's exclusive table lock would block the report's readers too.
      for (const table of ENGAGEMENT_TABLES) await client.query(`DELETE FROM ${table}`);
      let events = 0;
      for (let after = 0; ;) {
        const { body: page } = await this.marketplace.call<EventEnvelope[]>('events', {
          query: { after: String(after), limit: String(PAGE) },
          timeoutMs: 60000,
        });
        for (const event of page) {
          if (!this.recorder.handles(event.type)) continue;
          await this.recorder.applyWith(client, event);
          events += 1;
        }
        if (page.length < PAGE) break;
        after = page.at(-1)!.position;
      }
      await client.query('COMMIT');
      const tookMs = Date.now() - started;
      this.logger.log(`engagement rebuild: replayed ${events} marketplace events in ${tookMs} ms`);
      return { events, tookMs };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
      this.running = false;
    }
  }
}
