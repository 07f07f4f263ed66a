import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@portal/decider';
import type IORedis from 'ioredis';
import { REDIS } from './redis.provider';

export interface RateLimit {
  perWindow: number;
  windowSeconds: number;
}

/**
 * Counts requests per subject in a fixed window in Redis (shared by every gateway replica); past the
 * limit, 429 with Retry-After. Subjects are hashed, so session ids never appear as Redis keys.
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: IORedis) {}

  async consume(bucket: string, subject: string, limit: RateLimit, message: string): Promise<void> {
    const key = `portal:rate:${bucket}:${createHash('sha256').update(subject).digest('hex')}`;
    const results = await this.redis.multi().incr(key).expire(key, limit.windowSeconds, 'NX').ttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count > limit.perWindow) {
      const ttl = Number(results?.[2]?.[1] ?? limit.windowSeconds);
      throw new DomainError('throttled', message, { retryAfterSeconds: Math.max(1, ttl) });
    }
  }
}
