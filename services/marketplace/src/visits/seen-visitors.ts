import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PortalLogger } from '@portal/service-runtime';
import IORedis from 'ioredis';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../core/marketplace.config';

/** A day's marks outlive the day a little (the day is in the key; the expiry only clears them away). */
const MARK_TTL_SECONDS = 26 * 60 * 60;

/**
 * The visitors who already viewed a listing on a UTC day, as Redis marks. A cache, not a record: should Redis be
 * unreachable, every view counts (a visit too many beats a listing page that fails or waits on Redis).
 */
@Injectable()
export class SeenVisitors implements OnApplicationShutdown {
  private readonly redis: IORedis;

  constructor(@Inject(MARKETPLACE_CONFIG) config: MarketplaceConfig, logger: PortalLogger) {
    // No offline queue and one retry: while Redis is away a view is answered at once, not after its reconnects.
    this.redis = new IORedis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', (error: Error) => logger.warn(`redis (listing visitors): ${error.message}`));
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  /** True for the visitor's first view of the listing that day (and whenever Redis cannot tell). */
  async firstView(appId: string, day: string, visitor: string): Promise<boolean> {
    try {
      return (await this.redis.set(markKey(appId, day, visitor), '1', 'EX', MARK_TTL_SECONDS, 'NX')) === 'OK';
    } catch {
      return true;
    }
  }

  /** Takes a mark back when its visit could not be recorded, so the next view counts. */
  async forget(appId: string, day: string, visitor: string): Promise<void> {
    await this.redis.del(markKey(appId, day, visitor)).catch(() => undefined);
  }
}

const markKey = (appId: string, day: string, visitor: string) => `portal:listing-visitors:${appId}:${day}:${visitor}`;
