import { Redis } from 'ioredis';
import type { PortalLogger } from '@portal/service-runtime';
import type { QuotaConfig } from './quota.config';
import { defineQuotaScript } from '../enforcing/quota-script';

export const QUOTA_REDIS = Symbol('QUOTA_REDIS');

/**
 * The limiter's Redis: no offline queue and a short command timeout, so a request never waits for
 * a Redis that is away; the failure policy decides instead.
 */
export const createQuotaRedis = (config: QuotaConfig, logger: PortalLogger): Redis => {
  const redis = new Redis(config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: config.redisTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    logger.warn(`quota redis: ${error.message}`);
  });
  defineQuotaScript(redis);
  return redis;
};
