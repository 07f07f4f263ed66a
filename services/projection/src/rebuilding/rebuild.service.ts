import { Inject, Injectable } from '@nestjs/common';
import { ConflictError } from '@portal/decider';
import type { EventEnvelope } from '@portal/eventsourcing';
import { PortalLogger, type KafkaEventsTransport } from '@portal/service-runtime';
import type { Connection } from 'mongoose';
import { Documents } from '../core/documents/documents';
import { ChangeNotices } from '../core/change-notices';
import { MONGO } from '../core/mongo.providers';
import { ReadTableProjection } from '../core/pg/read-table-projection';
import { READ_MODEL_COLLECTIONS } from '../core/read-models';
import { sourceClient, SOURCES, type SourceName } from '../core/sources';
import { PROJECTION_TRANSPORT } from '../core/transport';

const PAGE = 5000;

export interface RebuildResult {
  events: number;
  collections: string[];
  tables: string[];
  tookMs: number;
}

/**
 * Rebuilds every read model, MongoDB documents and PostgreSQL read tables, from the services'
 * event stores, the source of truth (Kafka's retention is not). Live consumption pauses meanwhile
 * and resumes from its committed offsets; what it then re-reads is already applied and becomes a
 * no-op. Both stores are built in memory, then written in bulk: the documents with insertMany into
 * the dropped collections, the read tables replaced in one transaction.
 */
@Injectable()
export class RebuildService {
  private active = false;

  constructor(
    @Inject(MONGO) private readonly mongo: Connection,
    @Inject(PROJECTION_TRANSPORT) private readonly transport: KafkaEventsTransport,
    private readonly documents: Documents,
    private readonly tables: ReadTableProjection,
    private readonly logger: PortalLogger,
    private readonly changes: ChangeNotices,
  ) {}

  /** Replayed events need no read-your-writes bookkeeping: nobody waits for them. */
  get running(): boolean {
    return this.active;
  }

  /**
   * `until` (per source, a store position) rebuilds the read models as they stood at those positions:
   * a comparison with a live snapshot taken there holds however many writes come after. Live
   * consumption then re-reads what follows (no skip), which the revision guards make safe.
   */
  async rebuild(until?: Partial<Record<SourceName, number>>, resume = true): Promise<RebuildResult> {
    if (this.active) throw new ConflictError('A rebuild is already running');
    this.active = true;
    const started = Date.now();
    let events = 0;
    try {
      await this.transport.pause();
      // Captured before the replay reads the stores: everything below these offsets was committed
      // before it, so the rebuilt models include it and live consumption can resume past it.
      const ends = await this.transport.endOffsets();
      this.documents.beginRebuild();
      this.tables.beginRebuild();
      for (const source of Object.keys(SOURCES) as SourceName[]) events += await this.replay(source, until?.[source]);
      const replayed = Date.now();
      // Dropped only now: queries keep the old documents while the replay runs.
      for (const name of READ_MODEL_COLLECTIONS) await this.mongo.dropCollection(name).catch(() => undefined);
      // The two stores are written side by side: FerretDB and PostgreSQL each wait on their own I/O.
      const [documents, { tables, rows }] = await Promise.all([this.documents.finishRebuild(), this.tables.finishRebuild()]);
      const skipped = until ? 0 : await this.transport.skipTo(ends);
      this.logger.log(
        `rebuild: skipped ${skipped} queued messages it had already replayed; replayed ${events} events in ${replayed - started} ms, wrote ${documents} documents and ${rows} table rows in ${Date.now() - replayed} ms`,
      );
      return { events, collections: [...READ_MODEL_COLLECTIONS], tables, tookMs: Date.now() - started };
    } finally {
      this.documents.abortRebuild();
      this.tables.abortRebuild();
      await this.changes.publishEverything();
      // A caller comparing the rebuild with a snapshot keeps consumption paused until it has looked (resumeConsumption).
      if (resume) await this.transport.resume();
      this.active = false;
    }
  }

  async resumeConsumption(): Promise<void> {
    await this.transport.resume();
  }

  /** Pages through the source's events in store order, fetching the next page while this one is applied. */
  private async replay(source: SourceName, until = Number.POSITIVE_INFINITY): Promise<number> {
    const client = sourceClient(source);
    const page = async (after: number) =>
      (await client.call<EventEnvelope[]>('events', { query: { after: String(after), limit: String(PAGE) } })).body;
    let count = 0;
    for (let current = await page(0); ;) {
      const next = current.length === PAGE ? page(current.at(-1)!.position) : null;
      // A failed prefetch surfaces when awaited; until then it must not be an unhandled rejection.
      next?.catch(() => undefined);
      for (const event of current) {
        if (event.position > until) {
          next?.catch(() => undefined);
          return count;
        }
        await this.transport.dispatch(event);
        count += 1;
      }
      if (!next) return count;
      current = await next;
    }
  }
}
