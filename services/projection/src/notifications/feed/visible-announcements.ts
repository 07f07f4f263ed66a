import { Inject, Injectable } from '@nestjs/common';
import type { ReadModelChange } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { ChangeNotices } from '../../core/change-notices';
import { PG_POOL } from '../../core/pg/pg.providers';
import { visibleAnnouncements } from '../announcements.table';
import { feedItemJson, utcDay, type FeedItemJson } from '../visibility';

/** A lost notice (Redis failed to publish) heals after this long. */
export const FEED_MAX_AGE_MS = 60_000;

interface Snapshot {
  revision: number;
  day: string;
  loadedAt: number;
  items: FeedItemJson[];
  byId: Map<string, FeedItemJson>;
}

/**
 * The announcements every developer sees, newest first, as prepared JSON: the rows come from the
 * `announcements` read table, read once per revision instead of once per request. The revision moves
 * with every announcement change any replica applies (change notices), and the list is re-read
 * at each new UTC day, when `show_after` may reveal more.
 */
@Injectable()
export class VisibleAnnouncements {
  private revision = 0;
  private snapshot: Snapshot | null = null;
  private loading: { revision: number; day: string; promise: Promise<Snapshot> } | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly notices: ChangeNotices,
  ) {
    notices.onChange((change) => this.changed(change));
  }

  async list(now: Date): Promise<readonly FeedItemJson[]> {
    return (await this.current(now)).items;
  }

  async find(id: string, now: Date): Promise<FeedItemJson | null> {
    return (await this.current(now)).byId.get(id) ?? null;
  }

  private changed(change: ReadModelChange): void {
    if (change.category === 'notifications.announcement' || change.category === '*') this.revision += 1;
  }

  private async current(now: Date): Promise<Snapshot> {
    const day = utcDay(now);
    const held = this.snapshot;
    if (held && held.revision === this.revision && held.day === day && now.getTime() - held.loadedAt < FEED_MAX_AGE_MS) return held;
    // Concurrent misses share one read.
    if (this.loading?.revision === this.revision && this.loading.day === day) return this.loading.promise;
    const revision = this.revision;
    const promise = this.load(now, revision, day);
    this.loading = { revision, day, promise };
    try {
      const loaded = await promise;
      // Kept only if no change arrived while reading and notices are flowing: else the next request re-reads.
      if (revision === this.revision && this.notices.live) this.snapshot = loaded;
      return loaded;
    } finally {
      if (this.loading?.promise === promise) this.loading = null;
    }
  }

  private async load(now: Date, revision: number, day: string): Promise<Snapshot> {
    const docs = await visibleAnnouncements(this.pool, now);
    const items = docs.map(feedItemJson);
    return { revision, day, loadedAt: now.getTime(), items, byId: new Map(items.map((item) => [item.id, item])) };
  }
}
