import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { namesNothing } from '../api/apiError';
import { t } from './i18n';
import { useNow } from '../lib/useNow';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { displayTime, fullDate } from './displayTime';
import { MarkdownBody } from './MarkdownBody';
import { useMarkNotificationReadMutation, useNotificationQuery } from './notificationsQuery';
import { NOTIFICATIONS_BASE_URL } from './paths';

/** /notifications/:id: the whole announcement; opening an unread one marks it read (once). */
export function NotificationPage() {
  const { id = '' } = useParams();
  const query = useNotificationQuery(id);
  const markRead = useMarkNotificationReadMutation();
  const now = useNow(undefined, query.dataUpdatedAt);
  const marked = useRef<string | null>(null);
  const notification = query.data;
  useDocumentTitle(notification?.title ?? t('notifications.title'));

  const unreadId = notification && !notification.read_at ? notification.id : null;
  const { mutate } = markRead;
  useEffect(() => {
    // The ref survives StrictMode's second effect run, so the PATCH goes out once per opening.
    if (!unreadId || marked.current === unreadId) return;
    marked.current = unreadId;
    mutate(unreadId);
  }, [unreadId, mutate]);

  const back = (
    <Link to={NOTIFICATIONS_BASE_URL} className="back-link">
      {t('notifications.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="page page--narrow">
        {back}
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      </div>
    );
  }
  if (!notification) {
    const notFound = namesNothing(query.error);
    return (
      <div className="page page--narrow">
        {back}
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{notFound ? t('notifications.notFound') : t('errors.generic')}</p>
          {!notFound && query.error && <p>{query.error.message}</p>}
        </div>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      {back}
      <article className="reader">
        <header className="reader__header">
          <h1 className="reader__title">{notification.title}</h1>
          <div className="reader__meta">
            <time dateTime={notification.created_at} title={fullDate(new Date(notification.created_at))}>
              {displayTime(notification.created_at, now)}
            </time>
            {notification.critical && <span className="badge badge--critical">{t('notifications.critical')}</span>}
          </div>
        </header>
        <MarkdownBody markdown={notification.body} className="prose reader__body" label={t('notifications.body')} />
      </article>
    </div>
  );
}
