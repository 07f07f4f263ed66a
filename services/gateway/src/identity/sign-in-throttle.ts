import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@portal/decider';
import type IORedis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { REDIS } from '../core/redis.provider';

export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please wait and try again.';

/** Counts failed sign-ins per account and per IP in a sliding window; past the limit, 429. */
@Injectable()
export class SignInThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async assertAllowed(email: string, ip: string): Promise<void> {
    const limits = this.config.signInLimits;
    for (const [key, limit] of [
      [this.accountKey(email), limits.perAccount],
      [this.ipKey(ip), limits.perIp],
    ] as const) {
      const count = Number(await this.redis.get(key));
      if (count >= limit) {
        const ttl = await this.redis.ttl(key);
        throw new DomainError('throttled', THROTTLED_MESSAGE, { retryAfterSeconds: Math.max(1, ttl) });
      }
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const window = this.config.signInLimits.windowSeconds;
    const multi = this.redis.multi();
    for (const key of [this.accountKey(email), this.ipKey(ip)]) multi.incr(key).expire(key, window, 'NX');
    await multi.exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.accountKey(email));
  }

  private accountKey(email: string): string {
    return `portal:signin-failures:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  }

  private ipKey(ip: string): string {
    return `portal:signin-failures:ip:${ip}`;
  }
}
