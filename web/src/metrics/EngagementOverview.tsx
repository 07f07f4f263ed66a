import type { ReactNode } from 'react';
import { EngagementChart } from './EngagementChart';
import { ExportCsvLink } from './ExportCsvLink';
import { t } from './i18n';
import { KpiCards } from './KpiCards';
import type { DayRow } from './series';
import type { AppMetrics } from './types';

interface EngagementOverviewProps {
  app: { id: string; name: string };
  admin: boolean;
  metrics: AppMetrics;
  rows: readonly DayRow[];
  /** Beside Export CSV (the tab's link to the full report). */
  actions?: ReactNode;
}

/** What the report and the Metrics tab share: Export CSV, the two totals and the chart, or the no-metrics text. */
export function EngagementOverview({ app, admin, metrics, rows, actions }: EngagementOverviewProps) {
  const visits = metrics.daily_marketplace_app_views_aggregates.total_count;
  const installs = metrics.daily_app_installations_aggregates.total_count;
  return (
    <div className="metrics-overview">
      <div className="metrics-actions">
        <ExportCsvLink appId={app.id} appName={app.name} admin={admin} />
        {actions}
      </div>
      {rows.length === 0 ? (
        <p className="metrics-empty" role="status">
          {t('metrics.noMetrics')}
        </p>
      ) : (
        <>
          <KpiCards visits={visits} installs={installs} />
          <EngagementChart rows={rows} totals={{ visits, installs }} />
        </>
      )}
    </div>
  );
}
