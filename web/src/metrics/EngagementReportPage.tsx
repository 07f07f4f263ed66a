import { useCallback, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAdminAppQuery } from '../admin/apps/adminAppsQuery';
import { namesNothing } from '../api/apiError';
import { useAppQuery } from '../apps/api/appsApi';
import { useMeQuery } from '../identity/meQuery';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { Breadcrumbs, buttonClass, ErrorBanner, Spinner, usePageWithinRange, type Crumb } from '../ui';
import { DailyTable } from './DailyTable';
import { EngagementOverview } from './EngagementOverview';
import { t } from './i18n';
import { InstallFeed } from './InstallFeed';
import { appShowPath, INSTALLATIONS_PER_PAGE, useAppMetricsQuery } from './metricsApi';
import { dailyRows } from './series';
import './metrics.css';

/** The restricted edition has no metrics area (spec 2): its report paths are unknown pages. */
function useRestricted(): boolean {
  return useMeQuery().me?.edition === 'restricted';
}

/** /developer_apps/{id}/engagement_report */
export function EngagementReportPage() {
  const { id = '' } = useParams();
  const app = useAppQuery(id);
  if (useRestricted()) return <NotFoundPage />;
  return <ReportFrame id={id} admin={false} name={app.data ? app.data.internal_name || app.data.name : undefined} error={app.error} />;
}

/** /admin/developer_apps/{id}/engagement_report: the same report with the installers' e-mails. */
export function AdminEngagementReportPage() {
  const { id = '' } = useParams();
  const app = useAdminAppQuery(id);
  if (useRestricted()) return <NotFoundPage />;
  return <ReportFrame id={id} admin name={app.data?.internal_name} error={app.error} />;
}

const pageParam = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function ReportFrame({ id, admin, name, error }: { id: string; admin: boolean; name: string | undefined; error: unknown }) {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('installations_page'));
  const metrics = useAppMetricsQuery(id, admin, page);
  const rows = useMemo(
    () =>
      metrics.data ? dailyRows(metrics.data.daily_app_installations_aggregates, metrics.data.daily_marketplace_app_views_aggregates) : [],
    [metrics.data],
  );
  useDocumentTitle(name ? `${t('metrics.reportTitle')} · ${name}` : t('metrics.reportTitle'));
  const goToPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.set('installations_page', String(next));
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  // An install feed page past the end (an old link, a hand-typed address) shows the last page, not an empty table
  // without a pager (spec 1 §4: a page above the total pages is not fetched as such).
  const answered = metrics.data && !metrics.isPlaceholderData ? metrics.data.app_installations.total_count : undefined;
  usePageWithinRange(page, answered === undefined ? undefined : { total: answered, perPage: INSTALLATIONS_PER_PAGE }, goToPage);

  const appPath = appShowPath(id, admin);
  const label = name ?? id;
  const crumbs: Crumb[] = admin
    ? [
        { label: t('metrics.admin'), to: '/admin' },
        { label: t('metrics.developerApps'), to: '/admin/developer_apps' },
        { label, to: appPath },
        { label: t('metrics.reportTitle') },
      ]
    : [{ label: t('metrics.apps'), to: '/developer_apps' }, { label, to: appPath }, { label: t('metrics.reportTitle') }];

  const failure = metrics.error ?? error;
  if (namesNothing(failure)) {
    return (
      <div className="page page--narrow">
        <div className="empty-state">
          <p className="empty-state__code">404</p>
          <h1>{t('metrics.notFound')}</h1>
          <Link to={admin ? '/admin/developer_apps' : '/developer_apps'} className={buttonClass({ variant: 'primary' })}>
            {t('metrics.backToApps')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="page metrics-page">
      <Breadcrumbs items={crumbs} />
      <header className="page-header">
        <h1>{t('metrics.reportTitle')}</h1>
        {name && <p className="page-header__lead">{t('metrics.reportLead', { name })}</p>}
      </header>
      {metrics.isError ? (
        <ErrorBanner error={metrics.error} title={t('metrics.couldNotLoad')} retry={metrics} />
      ) : !metrics.data ? (
        <Spinner />
      ) : (
        <>
          <EngagementOverview app={{ id, name: label }} admin={admin} metrics={metrics.data} rows={rows} />
          {rows.length > 0 && (
            <section className="metrics-section" aria-labelledby="metrics-daily">
              <h2 id="metrics-daily">{t('metrics.dailyTitle')}</h2>
              <DailyTable rows={rows} />
            </section>
          )}
          {metrics.data.app_installations.total_count > 0 && (
            <section className="metrics-section" aria-labelledby="metrics-feed">
              <h2 id="metrics-feed">{t('metrics.feedTitle')}</h2>
              <InstallFeed
                installations={metrics.data.app_installations}
                admin={admin}
                page={page}
                busy={metrics.isPlaceholderData}
                onPage={goToPage}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
