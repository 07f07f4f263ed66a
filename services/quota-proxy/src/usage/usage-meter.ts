import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PortalLogger } from '@portal/service-runtime';
import type { Redis } from 'ioredis';
import { QUOTA_CONFIG, type QuotaConfig } from '../core/quota.config';
import { QUOTA_REDIS } from '../core/redis.provider';
import { minuteOf, USAGE_PENDING, usageField, usageHashKey, type UsageRow } from './usage.events';

const KEEP_SECONDS = 24 * 3600;

/**
 * Counts requests per minute, server, app and status in memory and adds the counts to Redis every
 * few seconds (one pipeline, not a write per request), so every proxy process adds to the same
 * tally; the minute closer turns a finished minute into one usage event.
 */
@Injectable()
export class UsageMeter implements OnModuleInit, OnApplicationShutdown {
  private tally = new Map<string, Map<string, number>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(QUOTA_REDIS) private readonly redis: Redis,
    @Inject(QUOTA_CONFIG) private readonly config: QuotaConfig,
    private readonly logger: PortalLogger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.usageFlushMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  record(row: Omit<UsageRow, 'count'>, at = Date.now()): void {
    const minute = minuteOf(at);
    let fields = this.tally.get(minute);
    if (!fields) this.tally.set(minute, (fields = new Map()));
    const field = usageField(row);
    fields.set(field, (fields.get(field) ?? 0) + 1);
  }

  /** Adds what was counted to Redis; on failure the counts stay here for the next flush. */
  async flush(): Promise<void> {
    if (this.tally.size === 0) return;
    const taken = this.tally;
    this.tally = new Map();
    const pipeline = this.redis.multi();
    for (const [minute, fields] of taken) {
      const key = usageHashKey(minute);
      for (const [field, count] of fields) pipeline.hincrby(key, field, count);
      pipeline.expire(key, KEEP_SECONDS);
      pipeline.zadd(USAGE_PENDING, Date.parse(minute), minute);
    }
    try {
      await pipeline.exec();
    } catch (error) {
      this.logger.warn(`usage counts kept in memory, Redis did not take them: ${(error as Error).message}`);
      for (const [minute, fields] of taken) {
        const into = this.tally.get(minute) ?? new Map<string, number>();
        for (const [field, count] of fields) into.set(field, (into.get(field) ?? 0) + count);
        this.tally.set(minute, into);
      }
    }
  }
}
