import { Link } from 'react-router';
import { t } from '../notifications/i18n';
import { useNow } from '../lib/useNow';
import { displayTime } from '../notifications/displayTime';
import { MarkAllReadButton } from '../notifications/MarkAllReadButton';
import { useNotificationsQuery } from '../notifications/notificationsQuery';
import { BELL_PREVIEW_COUNT, NOTIFICATIONS_BASE_URL, notificationPath } from '../notifications/paths';
import { truncateSummary } from '../notifications/summary';
import { isUnread, unreadCount } from '../notifications/unread';
import { BellIcon, Tooltip, useDropdown } from '../ui';

/** Summaries in the dropdown are shorter than on the list page. */
const PREVIEW_SUMMARY_LENGTH = 100;

/**
 * The bell: the unread count (hidden at 0) and a panel with the latest 3 notifications, each with
 * a Learn More link to the reader, and See All Announcements. A disclosure, not a menu: the panel
 * holds text as well as links.
 */
export function NotificationBell() {
  const { open, close, rootRef, buttonRef, onKeyDown, buttonProps, menuProps } = useDropdown();
  const query = useNotificationsQuery({ poll: true });
  const count = unreadCount(query.data);
  const latest = (query.data ?? []).slice(0, BELL_PREVIEW_COUNT);
  const now = useNow(undefined, query.dataUpdatedAt);
  const label = count > 0 ? `${t('nav.notifications')}, ${t('nav.unreadCount', { count })}` : t('nav.notifications');

  return (
    <div className="dropdown dropdown--end" ref={rootRef} onKeyDown={onKeyDown}>
      <Tooltip text={t('nav.notifications')} placement="below">
        <button className="icon-button bell" aria-label={label} ref={buttonRef} {...buttonProps} aria-haspopup={undefined}>
          <BellIcon />
          {count > 0 && (
            <span className="bell__badge" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </button>
      </Tooltip>
      <div className="dropdown__menu bell-panel" id={menuProps.id} hidden={!open} role="region" aria-label={t('nav.notifications')}>
        <div className="bell-panel__header">
          <span className="bell-panel__title">{t('nav.notifications')}</span>
          {count > 0 && <span className="badge badge--info">{t('nav.unreadCount', { count })}</span>}
          <MarkAllReadButton notifications={query.data} size="small" />
        </div>
        {query.isPending ? (
          <p className="bell-panel__note">{t('common.loading')}</p>
        ) : query.isError ? (
          <p className="bell-panel__note bell-panel__note--error">{t('errors.generic')}</p>
        ) : latest.length === 0 ? (
          <p className="bell-panel__note">{t('notifications.empty')}</p>
        ) : (
          <ul className="bell-panel__list">
            {latest.map((n) => (
              <li key={n.id} className={`bell-item${isUnread(n) ? ' bell-item--unread' : ''}`}>
                <div className="bell-item__head">
                  <span className="bell-item__title">
                    {isUnread(n) && <span className="unread-dot" aria-label={t('notifications.unread')} role="img" />}
                    {n.title}
                  </span>
                  <time className="bell-item__time" dateTime={n.created_at}>
                    {displayTime(n.created_at, now)}
                  </time>
                </div>
                <p className="bell-item__summary">{truncateSummary(n.summary, PREVIEW_SUMMARY_LENGTH)}</p>
                <Link className="bell-item__link" to={notificationPath(n.id)} onClick={close}>
                  {t('bell.learnMore')}
                  <span className="visually-hidden">: {n.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link className="bell-panel__all" to={NOTIFICATIONS_BASE_URL} onClick={close}>
          {t('bell.seeAll')}
        </Link>
      </div>
    </div>
  );
}
