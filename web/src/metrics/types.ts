import type { components } from '../api/types';

type S = components['schemas'];
export type AppMetrics = S['AppMetrics'];
export type AppInstallation = S['AppInstallation'];
export type DailyAggregates = S['DailyAggregates'];
export type ApiUsageReport = S['ApiUsageReport'];
export type ApiUsageReportLatest = S['ApiUsageReportStatus'];
export type RateLimitBucket = S['RateLimitUsage'];
export type RateLimitTemplate = RateLimitBucket['templates'][number];
export type AnalyticsCount = S['AnalyticsKeyCount'];
