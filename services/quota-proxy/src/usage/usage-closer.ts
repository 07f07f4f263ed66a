import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { VersionConflictError } from '@portal/decider';
import type { PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE, PortalLogger } from '@portal/service-runtime';
import type { Redis } from 'ioredis';
import { QUOTA_CONFIG, type QuotaConfig } from '../core/quota.config';
import { QUOTA_REDIS } from '../core/redis.provider';
import { rowOf, USAGE_PENDING, usageHashKey, usageStreamId } from './usage.events';

const CLOSE_EVERY_MS = 5_000;

/**
 * Writes each finished minute's usage as one `quota.usage.recorded` event, once every process had
 * time to flush it. The minute's stream is created with `no_stream`: a second process (or a retry
 * after a crash between the append and the clean-up) finds it written and only cleans up, so a
 * minute is never counted twice nor lost.
 */
@Injectable()
export class UsageCloser implements OnModuleInit, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(QUOTA_REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly store: PgEventStore,
    @Inject(QUOTA_CONFIG) private readonly config: QuotaConfig,
    private readonly logger: PortalLogger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.closeFinished(), CLOSE_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Closes every minute that ended at least `usageSettleMs` ago. */
  closeFinished(now = Date.now()): Promise<void> {
    this.running ??= this.close(now - 60_000 - this.config.usageSettleMs).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async close(endedBefore: number): Promise<void> {
    try {
      const minutes = await this.redis.zrangebyscore(USAGE_PENDING, '-inf', endedBefore);
      for (const minute of minutes) await this.closeMinute(minute);
    } catch (error) {
      this.logger.warn(`usage minutes not closed yet: ${(error as Error).message}`);
    }
  }

  private async closeMinute(minute: string): Promise<void> {
    const key = usageHashKey(minute);
    const tally = await this.redis.hgetall(key);
    const rows = Object.entries(tally)
      .map(([field, count]) => rowOf(field, Number(count)))
      .filter((row) => row.count > 0)
      .sort((a, b) => a.server.localeCompare(b.server) || a.domain.localeCompare(b.domain) || a.status - b.status);
    if (rows.length > 0) {
      try {
        await this.store.appendToStream(usageStreamId(minute), [{ type: 'quota.usage.recorded', data: { minute, rows } }], {
          expectedVersion: 'no_stream',
          context: { correlationId: `usage-${minute}` },
        });
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
      }
    }
    await this.redis.multi().zrem(USAGE_PENDING, minute).del(key).exec();
  }
}
