import type { Schema } from '../core/contract-types';
import { whitelist } from '../core/response-whitelist';

/** Response mappers of the notification routes: exactly the fields of contracts/openapi/notifications.yaml. */
export const toAdminNotification = whitelist<Schema<'AdminNotification'>>({
  id: true,
  title: true,
  summary: true,
  body: true,
  critical: true,
  draft: true,
  show_after: true,
  created_at: true,
  updated_at: true,
  visible: true,
  visible_by_show_after: true,
});

export const toNotificationPreferences = whitelist<Schema<'NotificationPreferences'>>({ critical_emails: true });
