import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { isGenerating } from './series';
import type { ApiUsageReportLatest, AppMetrics } from './types';

export const INSTALLATIONS_PER_PAGE = 25;
/** How often the card asks while a report is queued or running. */
export const REPORT_POLL_MS = 2000;

export const metricsKeys = {
  app: (appId: string, admin: boolean, page: number) => ['metrics', 'app', appId, admin ? 'admin' : 'developer', page] as const,
  latestReport: (appId: string) => ['metrics', 'api_usage_report', appId] as const,
  rateLimits: (appId: string) => ['metrics', 'rate_limits', appId] as const,
  counts: (from: string, to: string) => ['metrics', 'analytics_counts', from, to] as const,
};

const enc = encodeURIComponent;

/** Where the app's page lives (the CSV export hangs under it: spec's {appShowPath}). */
export const appShowPath = (appId: string, admin: boolean) => `${admin ? '/admin' : ''}/developer_apps/${enc(appId)}`;

export async function fetchAppMetrics(appId: string, admin: boolean, page: number): Promise<AppMetrics> {
  const options = {
    params: { path: { id: appId }, query: { installations_page: page, installations_per_page: INSTALLATIONS_PER_PAGE } },
  };
  const call = admin
    ? api.GET('/api/v1/admin/developer_apps/{id}/metrics', options)
    : api.GET('/api/v1/developer_apps/{id}/metrics', options);
  return (await unwrap(call)).data;
}

const onApp = (appId: string) => ({ params: { path: { id: appId } } });

/** The aggregates and one page of the install feed; the previous page stays shown while the next loads. */
export function useAppMetricsQuery(appId: string, admin: boolean, page = 1) {
  return useQuery({
    queryKey: metricsKeys.app(appId, admin, page),
    queryFn: () => fetchAppMetrics(appId, admin, page),
    placeholderData: keepPreviousData,
  });
}

/** The requester's latest report, polled while it is being generated. */
export function useLatestReportQuery(appId: string, enabled: boolean) {
  return useQuery({
    queryKey: metricsKeys.latestReport(appId),
    queryFn: async () => (await unwrap(api.GET('/api/v1/developer_apps/{id}/api_usage_reports/latest', onApp(appId)))).data,
    enabled,
    refetchInterval: (query) => (isGenerating(query.state.data?.report) ? REPORT_POLL_MS : false),
  });
}

export function useRequestReportMutation(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.POST('/api/v1/developer_apps/{id}/api_usage_reports', onApp(appId)))).data,
    onSuccess: (report) => {
      // Shown at once (disabled button, progress), then polled by the latest query.
      queryClient.setQueryData<ApiUsageReportLatest>(metricsKeys.latestReport(appId), (latest) =>
        latest ? { ...latest, report } : latest,
      );
    },
    // A 409 or 429 means the server knows a newer state (a running report, a cooldown): ask it.
    onError: () => queryClient.invalidateQueries({ queryKey: metricsKeys.latestReport(appId) }),
  });
}

export function useRateLimitsQuery(appId: string) {
  return useQuery({
    queryKey: metricsKeys.rateLimits(appId),
    queryFn: async () => (await unwrap(api.GET('/api/v1/developer_apps/{id}/rate_limits', onApp(appId)))).data,
  });
}

export function useAnalyticsCountsQuery(from: string, to: string) {
  return useQuery({
    queryKey: metricsKeys.counts(from, to),
    queryFn: async () => (await unwrap(api.GET('/api/v1/admin/analytics/counts', { params: { query: { from, to } } }))).data,
    placeholderData: keepPreviousData,
  });
}
