import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import IORedis from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway.config';

export const REDIS = Symbol('REDIS');

@Injectable()
export class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: IORedis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

export const redisProviders: Provider[] = [
  {
    provide: REDIS,
    useFactory: (config: GatewayConfig) => new IORedis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
    inject: [GATEWAY_CONFIG],
  },
  RedisLifecycle,
];
