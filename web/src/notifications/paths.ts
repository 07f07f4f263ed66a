/** Where the notification pages live (the spec's notificationsBaseUrl and adminNotificationsUrl). */
export const NOTIFICATIONS_BASE_URL = '/notifications';
export const ADMIN_NOTIFICATIONS_URL = '/admin/notifications';
export const SETTINGS_URL = '/settings';

export const notificationPath = (id: string) => `${NOTIFICATIONS_BASE_URL}/${encodeURIComponent(id)}`;
export const adminNotificationEditPath = (id: string) => `${ADMIN_NOTIFICATIONS_URL}/${encodeURIComponent(id)}/edit`;
export const ADMIN_NEW_NOTIFICATION_PATH = `${ADMIN_NOTIFICATIONS_URL}/new`;

/** The bell previews this many notifications (spec §9). */
export const BELL_PREVIEW_COUNT = 3;
