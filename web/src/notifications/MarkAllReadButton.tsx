import type { Notification } from '../api/types';
import { Button } from '../ui';
import { t } from './i18n';
import { useMarkAllNotificationsReadMutation } from './notificationsQuery';
import { isUnread } from './unread';

/** "Mark all as read" for the unread notifications of a list; nothing while none is unread. */
export function MarkAllReadButton({ notifications, size }: { notifications: readonly Notification[] | undefined; size?: 'small' }) {
  const markAll = useMarkAllNotificationsReadMutation();
  const unread = (notifications ?? []).filter(isUnread).map((n) => n.id);
  if (unread.length === 0) return null;
  return (
    <Button variant="secondary" size={size} disabled={markAll.isPending} onClick={() => markAll.mutate(unread)}>
      {t('notifications.markAllRead')}
    </Button>
  );
}
