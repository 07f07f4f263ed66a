import { t } from '../i18n';
import { BellIcon } from './icons';

/** Placeholder bell: the unread count and the latest-3 dropdown are wired in a later issue. */
export function NotificationBell({ count = 0, onClick }: { count?: number; onClick?: () => void }) {
  const label = count > 0 ? `${t('nav.notifications')}, ${t('nav.unreadCount', { count })}` : t('nav.notifications');
  return (
    <button type="button" className="icon-button bell" aria-label={label} title={t('nav.notifications')} onClick={onClick}>
      <BellIcon />
      {count > 0 && (
        <span className="bell__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
