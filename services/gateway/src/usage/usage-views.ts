import type { Schema } from '../core/contract-types';
import { whitelist } from '../core/response-whitelist';

type Status = Schema<'ApiUsageReportStatus'>;
type RateLimit = Schema<'RateLimitUsage'>;

/** The metrics service's answers, cut to contracts/openapi/metrics.yaml. */
export const toApiUsageReport = whitelist<Schema<'ApiUsageReport'>>({
  id: true,
  state: true,
  progress: true,
  requested_at: true,
  completed_at: true,
  error: true,
});

export const toApiUsageReportStatus = whitelist<Status>({
  available: true,
  cooldown_until: true,
  report: toApiUsageReport as (report: NonNullable<Status['report']>) => NonNullable<Status['report']>,
});

export const toRateLimitUsage = whitelist<RateLimit>({
  environment: true,
  client_id: true,
  server: true,
  bucket_name: true,
  templates: whitelist<RateLimit['templates'][number]>({ name: true, count: true, window_ms: true, remaining: true, reset_ms: true }),
});

export const toAnalyticsKeyCount = whitelist<Schema<'AnalyticsKeyCount'>>({ key: true, count: true });
