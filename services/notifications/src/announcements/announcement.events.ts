import type { EventData } from '@portal/contracts';
import type { DomainEvent } from '@portal/decider';

/** What an admin edits; `critical` is fixed at creation and so only on `created`. */
export type AnnouncementContent = Pick<
  EventData<'notifications.announcement.updated'>,
  'title' | 'summary' | 'body' | 'draft' | 'showAfter'
>;

export type AnnouncementCreated = DomainEvent<'notifications.announcement.created', EventData<'notifications.announcement.created'>>;
export type AnnouncementUpdated = DomainEvent<'notifications.announcement.updated', EventData<'notifications.announcement.updated'>>;
export type AnnouncementDeleted = DomainEvent<'notifications.announcement.deleted', EventData<'notifications.announcement.deleted'>>;

export type AnnouncementEvent = AnnouncementCreated | AnnouncementUpdated | AnnouncementDeleted;

export const announcementStreamId = (announcementId: string): string => `announcement-${announcementId}`;
