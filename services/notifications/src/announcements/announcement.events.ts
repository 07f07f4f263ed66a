import type { DomainEvent } from '@portal/decider';

/** What an admin edits; `critical` is fixed at creation and so only on `created`. */
export interface AnnouncementContent {
  title: string;
  summary: string;
  body: string;
  draft: boolean;
  showAfter: string | null;
}

export type AnnouncementCreated = DomainEvent<
  'notifications.announcement.created',
  AnnouncementContent & { announcementId: string; critical: boolean; createdAt: string }
>;
export type AnnouncementUpdated = DomainEvent<
  'notifications.announcement.updated',
  AnnouncementContent & { announcementId: string; updatedAt: string }
>;
export type AnnouncementDeleted = DomainEvent<'notifications.announcement.deleted', { announcementId: string; deletedAt: string }>;

export type AnnouncementEvent = AnnouncementCreated | AnnouncementUpdated | AnnouncementDeleted;

export const announcementStreamId = (announcementId: string): string => `announcement-${announcementId}`;
