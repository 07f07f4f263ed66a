import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { QUOTA_CONFIG, type QuotaConfig } from '../../core/quota.config';
import { QUOTA_REDIS } from '../../core/redis.provider';
import { BucketCache } from '../bucket-cache';
import { ANY } from '../../buckets/bucket.events';
import { bucketKey } from '../quota-script';
import { stateValues } from '../bucket-state';
import { peekTemplates } from './peek';

export interface CurrentBucketUsage {
  client_id: string;
  server: string;
  bucket_name: string;
  templates: { name: string; fill_type: string; interval_ms: number; limit: number; remaining: number; reset_ms: number }[];
}

/** An app has a production and a sandbox client; a few more are tolerated, not hundreds. */
const MAX_CLIENTS = 20;

/**
 * Internal only (the internal token guards it; the gateway never routes it; the caller checks who
 * may see it): for each given OAuth client and each server, the bucket that limits the client's own
 * requests (client credentials, no company) and how much of each template is left now. Read from
 * the state the quota script writes, without counting a request. Servers where only the default
 * limits apply are left out.
 */
@Controller('current_usage')
export class CurrentUsageController {
  constructor(
    @Inject(QUOTA_CONFIG) private readonly config: QuotaConfig,
    @Inject(QUOTA_REDIS) private readonly redis: Redis,
    private readonly buckets: BucketCache,
  ) {}

  @Get()
  async usage(@Query('client_id') clientId: string | string[] | undefined): Promise<CurrentBucketUsage[]> {
    const clientIds = [...new Set((Array.isArray(clientId) ? clientId : clientId ? [clientId] : []).filter(Boolean))].slice(0, MAX_CLIENTS);
    const matches = clientIds.flatMap((client) =>
      this.config.servers
        .map((server) => ({ client, server, match: this.buckets.match(server, client, client, ANY) }))
        .filter(({ match }) => !match.key.startsWith('q:default:')),
    );
    if (matches.length === 0) return [];
    const pipeline = this.redis.pipeline().time();
    for (const { match } of matches) pipeline.getBuffer(bucketKey(match));
    const answers = (await pipeline.exec()) ?? [];
    const [timeError, time] = answers[0] ?? [];
    if (timeError) throw timeError;
    const [seconds, micros] = time as [string, string];
    const nowMs = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    return matches.map(({ client, server, match }, i) => {
      const [error, values] = answers[i + 1] ?? [];
      if (error) throw error;
      return {
        client_id: client,
        server,
        bucket_name: match.name,
        templates: peekTemplates(match.templates, stateValues(values as Buffer | null, match.templates), nowMs).map((t) => ({
          name: t.name,
          fill_type: t.fillType,
          interval_ms: t.intervalMs,
          limit: t.limit,
          remaining: t.remaining,
          reset_ms: t.resetMs,
        })),
      };
    });
  }
}
