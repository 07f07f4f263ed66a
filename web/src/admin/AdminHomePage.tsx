import { Link } from 'react-router';
import { t } from './i18n';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { AdminAppLookup } from './apps/AdminAppLookup';
import { t as quotaT } from './quota/i18n';
import { t as referenceT } from './reference/i18n';
import { t as metricsT } from '../metrics/i18n';
import { Breadcrumbs } from '../ui';
import { useMeQuery } from '../identity/meQuery';
import { useReviewQueueHead } from './apps/reviewQueueHead';

export function AdminHomePage() {
  useDocumentTitle(t('admin.title'));
  const { me } = useMeQuery();
  return (
    <div className="page">
      <Breadcrumbs items={[{ label: t('admin.title') }]} />
      <header className="page-header">
        <h1>{t('admin.title')}</h1>
      </header>
      {me && !me.twoFactorEnabled && (
        <div className="callout callout--warning" role="note" aria-label={t('admin.twoFactorNudgeTitle')}>
          <p>
            <strong>{t('admin.twoFactorNudgeTitle')}.</strong> {t('admin.twoFactorNudge')}{' '}
            <Link to="/settings#two-step-verification">{t('admin.twoFactorNudgeLink')}</Link>
          </p>
        </div>
      )}
      <ul className="card-grid">
        <li>
          <Link to="/admin/developers" className="card card--link">
            <span className="card__title">{t('admin.developers')}</span>
            <span className="card__body">{t('admin.developersBody')}</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/developer_apps" className="card card--link">
            <span className="card__title">{t('adminLists.apps')}</span>
            <span className="card__body">{t('adminLists.appsBody')}</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/developer_apps/review_queue" className="card card--link">
            <span className="card__title">{t('adminLists.reviewQueue')}</span>
            <span className="card__body">{t('adminLists.reviewQueueBody')}</span>
            <ReviewQueueCount />
          </Link>
        </li>
        <li>
          <Link to="/admin/oauth_applications" className="card card--link">
            <span className="card__title">{t('adminLists.oauthApps')}</span>
            <span className="card__body">{t('adminLists.oauthAppsBody')}</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/notifications" className="card card--link">
            <span className="card__title">{t('adminNotifications.title')}</span>
            <span className="card__body">{t('admin.notificationsBody')}</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/quota_minder" className="card card--link">
            <span className="card__title">{quotaT('quota.title')}</span>
            <span className="card__body">{quotaT('quota.homeBody')}</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/analytics" className="card card--link">
            <span className="card__title">{metricsT('metrics.countsTitle')}</span>
            <span className="card__body">{metricsT('metrics.countsHomeBody')}</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/marketplace_reference" className="card card--link">
            <span className="card__title">{referenceT('reference.title')}</span>
            <span className="card__body">{referenceT('reference.homeBody')}</span>
          </Link>
        </li>
        <li>
          <AdminAppLookup />
        </li>
      </ul>
    </div>
  );
}

/** How many apps wait for review now: the queue's total (one row asked for), shown on its card. */
function ReviewQueueCount() {
  const total = useReviewQueueHead(1).data?.info.total;
  if (total === undefined) return null;
  return total > 0 ? (
    <span className="badge badge--warning card__count">{t('admin.reviewWaiting', { count: total })}</span>
  ) : (
    <span className="muted card__count">{t('admin.reviewNothingWaiting')}</span>
  );
}
