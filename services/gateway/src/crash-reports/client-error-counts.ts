import { Inject, Injectable } from '@nestjs/common';
import type { components } from '@portal/contracts';
import type IORedis from 'ioredis';
import { REDIS } from '../core/redis.provider';

type ClientErrorSummary = components['schemas']['ClientErrorSummary'];

export interface CountedReport {
  fingerprint: string;
  message: string;
  route: string;
  release: string;
  kind: string;
  at: string;
}

const TOP = 'portal:client-errors:top';
const entryKey = (fingerprint: string) => `portal:client-errors:fp:${fingerprint}`;
const RETENTION_SECONDS = 30 * 24 * 3600;
const LISTED = 50;

/**
 * Report counts per fingerprint in Redis: a hash per fingerprint that expires 30 days after its last
 * report, and a sorted set by count for the admin's top list (entries whose hash expired are pruned
 * when listed). Counting lives beside the rate limiter's counters; nothing here needs a read model.
 */
@Injectable()
export class ClientErrorCounts {
  constructor(@Inject(REDIS) private readonly redis: IORedis) {}

  async count(report: CountedReport): Promise<number> {
    const key = entryKey(report.fingerprint);
    const results = await this.redis
      .multi()
      .hincrby(key, 'count', 1)
      .hsetnx(key, 'first_seen', report.at)
      .hset(key, { message: report.message, route: report.route, release: report.release, kind: report.kind, last_seen: report.at })
      .expire(key, RETENTION_SECONDS)
      .zincrby(TOP, 1, report.fingerprint)
      .exec();
    return Number(results?.[0]?.[1] ?? 1);
  }

  async top(): Promise<ClientErrorSummary[]> {
    const fingerprints = await this.redis.zrevrange(TOP, 0, LISTED * 2 - 1);
    const pipeline = this.redis.pipeline();
    for (const fingerprint of fingerprints) pipeline.hgetall(entryKey(fingerprint));
    const entries = (await pipeline.exec()) ?? [];
    const expired: string[] = [];
    const summaries: ClientErrorSummary[] = [];
    entries.forEach(([, value], index) => {
      const fields = value as Record<string, string> | null;
      const fingerprint = fingerprints[index]!;
      if (!fields || !fields.count) {
        expired.push(fingerprint);
        return;
      }
      summaries.push({
        fingerprint,
        message: fields.message ?? '',
        route: fields.route ?? '',
        release: fields.release ?? '',
        kind: fields.kind ?? '',
        count: Number(fields.count),
        first_seen: fields.first_seen ?? fields.last_seen ?? '',
        last_seen: fields.last_seen ?? '',
      });
    });
    if (expired.length > 0) await this.redis.zrem(TOP, ...expired);
    return summaries.sort((a, b) => b.count - a.count).slice(0, LISTED);
  }
}
