import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { positionToken, type EventEnvelope } from '@portal/eventsourcing';
import { serviceMetrics } from '@portal/service-runtime';
import type { Connection } from 'mongoose';
import { MONGO } from '../core/mongo.providers';
import { APPLIED_POSITIONS_COLLECTION } from '../core/read-models';

const RECENT_LIMIT = 50_000;
const KEEP_MS = 3600_000;
const POLL_MS = 40;

/**
 * Remembers which events (by `source:position`) the read models have taken in, so a query can
 * wait for its session's own writes. Kept in MongoDB for the other replicas, and in memory so
 * this replica's waiters wake up at once.
 */
@Injectable()
export class AppliedPositions implements OnModuleInit, OnApplicationShutdown {
  private readonly recent = new Set<string>();
  private readonly waiters = new Set<() => void>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  private get collection() {
    return this.mongo.collection<{ _id: string; at: Date }>(APPLIED_POSITIONS_COLLECTION);
  }

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), 600_000).unref();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  async record(event: EventEnvelope): Promise<void> {
    const token = positionToken(event.source, event.position);
    await this.collection.updateOne({ _id: token }, { $set: { at: new Date() } }, { upsert: true });
    this.remember(token);
    serviceMetrics().projectionApplied(event.source, event.position);
  }

  /** Resolves with the tokens still not applied when everything landed or the time ran out. */
  async waitFor(tokens: readonly string[], timeoutMs: number): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    let pending = await this.unapplied(tokens);
    while (pending.length > 0 && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
        this.waiters.add(wake);
      });
      pending = await this.unapplied(pending);
    }
    return pending;
  }

  private async unapplied(tokens: readonly string[]): Promise<string[]> {
    const unknown = tokens.filter((t) => !this.recent.has(t));
    if (unknown.length === 0) return [];
    // One `_id` read per token: FerretDB pushes `_id` equality down but scans every marker for `$in`.
    const found = await Promise.all(unknown.map((token) => this.collection.findOne({ _id: token }, { projection: { _id: 1 } })));
    for (const doc of found) if (doc) this.remember(doc._id);
    return unknown.filter((t) => !this.recent.has(t));
  }

  private remember(token: string): void {
    if (this.recent.size >= RECENT_LIMIT) this.recent.delete(this.recent.values().next().value!);
    this.recent.add(token);
    for (const wake of [...this.waiters]) wake();
  }

  private async sweep(): Promise<void> {
    await this.collection.deleteMany({ at: { $lt: new Date(Date.now() - KEEP_MS) } }).catch(() => undefined);
  }
}
