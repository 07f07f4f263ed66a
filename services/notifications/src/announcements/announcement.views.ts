import type { Announcement } from './announcement.decider';
import { visibleByShowAfter } from './visibility';

/** The API's AdminNotification (snake_case, as the spec's calls use). */
export const adminView = (a: Announcement, now: Date) => ({
  id: a.announcementId,
  title: a.title,
  summary: a.summary,
  body: a.body,
  critical: a.critical,
  draft: a.draft,
  show_after: a.showAfter,
  created_at: a.createdAt,
  updated_at: a.updatedAt,
  visible: a.exists && !a.deleted && !a.draft,
  visible_by_show_after: visibleByShowAfter(a.showAfter, now),
});

/** The API's Notification: what one developer sees, with their own read_at. */
export const developerView = (a: Announcement, readAt: string | null) => ({
  id: a.announcementId,
  title: a.title,
  summary: a.summary,
  body: a.body,
  critical: a.critical,
  created_at: a.createdAt,
  read_at: readAt,
});

/** The API's NotificationInput, as the gateway forwards it. */
export interface NotificationInputBody {
  title?: string;
  summary?: string;
  body?: string;
  critical?: boolean;
  draft?: boolean;
  show_after?: string | null;
}

export const toInput = (body: NotificationInputBody | null | undefined) => ({
  title: body?.title,
  summary: body?.summary,
  body: body?.body,
  critical: body?.critical,
  draft: body?.draft,
  showAfter: body?.show_after,
});
