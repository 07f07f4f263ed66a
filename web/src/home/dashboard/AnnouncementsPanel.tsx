import { Link } from 'react-router';
import { useNow } from '../../lib/useNow';
import { displayTime, fullDate } from '../../notifications/displayTime';
import { t as notificationsT } from '../../notifications/i18n';
import { useNotificationsQuery } from '../../notifications/notificationsQuery';
import { NOTIFICATIONS_BASE_URL, notificationPath } from '../../notifications/paths';
import { isUnread } from '../../notifications/unread';
import { t } from './i18n';
import { DashboardPanel } from './DashboardPanel';

/** The home page shows the newest few; the bell and the list page have the rest. */
const SHOWN = 3;

/** The newest announcements, unread ones marked (the same list the bell reads, so both agree). */
export function AnnouncementsPanel() {
  const query = useNotificationsQuery();
  const now = useNow(undefined, query.dataUpdatedAt);
  const latest = (query.data ?? []).slice(0, SHOWN);
  return (
    <DashboardPanel
      id="announcements"
      title={t('dashboard.announcementsTitle')}
      query={query}
      empty={latest.length === 0 ? t('dashboard.announcementsEmpty') : null}
      allLink={{ to: NOTIFICATIONS_BASE_URL, label: t('dashboard.announcementsAll') }}
    >
      <ul className="dashboard-list">
        {latest.map((n) => (
          <li key={n.id} className="dashboard-item">
            <span className="dashboard-item__title">
              {isUnread(n) && <span className="unread-dot" aria-label={notificationsT('notifications.unread')} role="img" />}
              <Link to={notificationPath(n.id)}>{n.title}</Link>
            </span>
            <span className="dashboard-item__meta">
              <time dateTime={n.created_at} title={fullDate(new Date(n.created_at))}>
                {displayTime(n.created_at, now)}
              </time>
              {n.critical && <span className="badge badge--critical">{notificationsT('notifications.critical')}</span>}
            </span>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
