import { Link } from 'react-router';
import { t as adminT } from '../../admin/i18n';
import { REVIEW_QUEUE_PATH, useReviewQueueHead } from '../../admin/apps/reviewQueueHead';
import { reviewPath, waitingDays } from '../../admin/apps/reviewQueue';
import { useNow } from '../../lib/useNow';
import { t } from './i18n';
import { DashboardPanel } from './DashboardPanel';

/** The home page shows the apps that have waited longest; the review queue has the rest. */
const SHOWN = 3;

/** For admins: the apps waiting longest for review, what waits (manifest, listing) and when each is due. */
export function ReviewQueuePanel() {
  const query = useReviewQueueHead(SHOWN);
  const now = useNow(undefined, query.dataUpdatedAt);
  const rows = query.data?.rows ?? [];
  return (
    <DashboardPanel
      id="review"
      title={t('dashboard.reviewTitle')}
      query={query}
      empty={rows.length === 0 ? t('dashboard.reviewEmpty') : null}
      allLink={{
        to: REVIEW_QUEUE_PATH,
        label: query.data ? t('dashboard.reviewAll', { count: query.data.info.total }) : t('dashboard.reviewAllUncounted'),
      }}
    >
      <ul className="dashboard-list">
        {rows.map((row) => {
          const days = waitingDays(row.in_review_at, new Date(now));
          const due = row.review_due_at?.slice(0, 10);
          return (
            <li key={row.id} className="dashboard-item">
              <Link to={reviewPath(row)} className="dashboard-item__title">
                {row.internal_name}
              </Link>
              <span className="dashboard-item__meta">
                {row.owner.email}
                {row.has_app_version_in_review && <span className="badge badge--info">{adminT('adminLists.badgeManifest')}</span>}
                {row.has_marketplace_listing_in_review && (
                  <span className="badge badge--warning">{adminT('adminLists.badgeMarketplace')}</span>
                )}
              </span>
              <span className="dashboard-item__meta">
                {days !== null && (
                  <span>
                    {days === 0
                      ? t('dashboard.reviewSinceToday')
                      : t('dashboard.reviewFor', {
                          days: adminT(days === 1 ? 'adminLists.waitingDay' : 'adminLists.waitingDays', { days }),
                        })}
                  </span>
                )}
                {due && <span>{t('dashboard.reviewDue', { date: due })}</span>}
                {row.overdue && <span className="badge badge--danger">{t('dashboard.reviewOverdue')}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </DashboardPanel>
  );
}
