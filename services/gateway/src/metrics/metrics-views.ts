import type { Schema } from '../core/contract-types';
import { whitelist } from '../core/response-whitelist';

type AppMetrics = Schema<'AppMetrics'>;

export const toAppInstallation = whitelist<Schema<'AppInstallation'>>({
  id: true,
  company_name: true,
  company_is_demo: true,
  user_email_address: true,
  platform_updated_at: true,
  status: true,
});

const toDailyAggregates = whitelist<Schema<'DailyAggregates'>>({
  total_count: true,
  rows: whitelist<Schema<'DailyAggregate'>>({ date: true, count: true }),
});

/** The metrics service's engagement report, cut to contracts/openapi/metrics.yaml. */
export const toAppMetrics = whitelist<AppMetrics>({
  developer_app_id: true,
  app_installations: whitelist<AppMetrics['app_installations']>({ total_count: true, rows: toAppInstallation }),
  daily_app_installations_aggregates: toDailyAggregates,
  daily_marketplace_app_views_aggregates: toDailyAggregates,
});
