import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorBanner, Spinner } from '../ui';
import { ApiUsageReportCard } from './ApiUsageReportCard';
import { EngagementOverview } from './EngagementOverview';
import { t } from './i18n';
import { appShowPath, useAppMetricsQuery } from './metricsApi';
import { RateLimitsCard } from './RateLimitsCard';
import { dailyRows } from './series';
import './metrics.css';

interface MetricsTabProps {
  app: { id: string; name: string };
  /** The admin app page's Performance Metrics tab: admin routes and links. */
  admin?: boolean;
  /** The app view's api_usage_enabled (the API-usage window flag). */
  apiUsageEnabled: boolean;
}

/** The app page's Metrics tab and the admin Performance Metrics tab: the report's graph and CSV, the usage report, the rate limits. */
export function MetricsTab({ app, admin = false, apiUsageEnabled }: MetricsTabProps) {
  const metrics = useAppMetricsQuery(app.id, admin);
  const rows = useMemo(
    () =>
      metrics.data ? dailyRows(metrics.data.daily_app_installations_aggregates, metrics.data.daily_marketplace_app_views_aggregates) : [],
    [metrics.data],
  );
  return (
    <div className="metrics-tab">
      {metrics.isPending ? (
        <Spinner />
      ) : metrics.isError ? (
        <ErrorBanner error={metrics.error} title={t('metrics.couldNotLoad')} retry={metrics} />
      ) : (
        <EngagementOverview
          app={app}
          admin={admin}
          metrics={metrics.data}
          rows={rows}
          actions={<Link to={`${appShowPath(app.id, admin)}/engagement_report`}>{t('metrics.openReport')}</Link>}
        />
      )}
      <div className="metrics-cards">
        <ApiUsageReportCard appId={app.id} enabled={apiUsageEnabled} />
        <RateLimitsCard appId={app.id} />
      </div>
    </div>
  );
}
