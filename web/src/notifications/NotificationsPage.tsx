import { Link } from 'react-router';
import { t } from './i18n';
import { useNow } from '../lib/useNow';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { displayTime, fullDate } from './displayTime';
import { MarkAllReadButton } from './MarkAllReadButton';
import { useNotificationsQuery } from './notificationsQuery';
import { notificationPath } from './paths';
import { truncateSummary } from './summary';
import { isUnread } from './unread';
import { ErrorBanner } from '../ui';

/** /notifications: one card per visible notification, newest first. */
export function NotificationsPage() {
  useDocumentTitle(t('notifications.title'));
  const query = useNotificationsQuery();
  const now = useNow(undefined, query.dataUpdatedAt);

  return (
    <div className="page page--narrow">
      <header className="page-header page-header--row">
        <h1>{t('notifications.title')}</h1>
        <MarkAllReadButton notifications={query.data} />
      </header>
      {query.isPending ? (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      ) : query.isError ? (
        // The spec keeps the error without saying how it shows: the panel names it and offers a retry.
        <ErrorBanner title={t('errors.generic')} messages={[query.error.message]} retry={query} />
      ) : query.data.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('notifications.empty')}</p>
          <p className="muted">{t('notifications.emptyBody')}</p>
        </div>
      ) : (
        <ul className="notification-list">
          {query.data.map((n) => (
            <li key={n.id}>
              <article className={`card notification-card${isUnread(n) ? ' notification-card--unread' : ''}`} aria-labelledby={`n-${n.id}`}>
                <div className="notification-card__meta">
                  <time dateTime={n.created_at} title={fullDate(new Date(n.created_at))}>
                    {displayTime(n.created_at, now)}
                  </time>
                  {n.critical && <span className="badge badge--critical">{t('notifications.critical')}</span>}
                  {isUnread(n) && <span className="badge badge--info">{t('notifications.unread')}</span>}
                </div>
                <h2 className="notification-card__title" id={`n-${n.id}`}>
                  {n.title}
                </h2>
                <p className="notification-card__summary">{truncateSummary(n.summary)}</p>
                <Link className="notification-card__more" to={notificationPath(n.id)}>
                  {t('notifications.readMore')}
                  <span className="visually-hidden">: {n.title}</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
