import type { Dictionary } from '../i18n/translate';

/** English strings of the bell, the notifications list and the reader. */
export const notificationsEn: Dictionary = {
  'bell.learnMore': 'Learn More',
  'bell.seeAll': 'See All Announcements',

  'notifications.title': 'Notifications',
  'notifications.empty': 'No Notifications.',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.emptyBody': 'Check back later.',
  'notifications.readMore': 'Read More',
  'notifications.back': '< Back to Notifications',
  'notifications.unread': 'Unread',
  'notifications.critical': 'Critical',
  'notifications.body': 'Announcement',
  'notifications.notFound': 'This notification does not exist or is no longer available.',
};
