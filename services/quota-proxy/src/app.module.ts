import { Module } from '@nestjs/common';
import { EventSourcingModule, PortalLogger, RuntimeModule } from '@portal/service-runtime';
import { ChangeBucketController } from './buckets/changing/http.controller';
import { DefineBucketController } from './buckets/defining/http.controller';
import { DeleteBucketController } from './buckets/deleting/http.controller';
import { BucketsRepository } from './buckets/buckets.repository';
import { BUCKETS_DDL } from './buckets/buckets.table';
import { BucketEventsController } from './buckets/history/http.controller';
import { ListBucketsController } from './buckets/listing/http.controller';
import { ListBucketsQuery } from './buckets/listing/list-buckets.query';
import { WritingBucketsHandler } from './buckets/writing-buckets.handler';
import { QUOTA_CONFIG, quotaConfig, type QuotaConfig } from './core/quota.config';
import { createQuotaRedis, QUOTA_REDIS } from './core/redis.provider';
import { BucketCache } from './enforcing/bucket-cache';
import { CurrentUsageController } from './enforcing/current-usage/http.controller';
import { PlatformProxy } from './enforcing/platform-proxy';
import { UsageCloser } from './usage/usage-closer';
import { UsageMeter } from './usage/usage-meter';

export const SOURCE = 'quota-proxy';

@Module({
  imports: [RuntimeModule.forService(SOURCE), EventSourcingModule.forService({ source: SOURCE, ddl: BUCKETS_DDL })],
  controllers: [
    BucketEventsController,
    ListBucketsController,
    DefineBucketController,
    ChangeBucketController,
    DeleteBucketController,
    CurrentUsageController,
  ],
  providers: [
    { provide: QUOTA_CONFIG, useFactory: quotaConfig },
    {
      provide: QUOTA_REDIS,
      useFactory: (config: QuotaConfig, logger: PortalLogger) => createQuotaRedis(config, logger),
      inject: [QUOTA_CONFIG, PortalLogger],
    },
    BucketsRepository,
    WritingBucketsHandler,
    ListBucketsQuery,
    BucketCache,
    UsageMeter,
    UsageCloser,
    PlatformProxy,
  ],
})
export class QuotaProxyModule {}
