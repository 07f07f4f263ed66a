import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import { Documents } from '../core/documents/documents';
import { isOnTopic, type PortalEvent } from '../core/typed-event';
import { ANNOUNCEMENTS, type AnnouncementDocument } from './notification.documents';

type AnnouncementFields = Partial<Omit<AnnouncementDocument, '_id' | '_rev'>>;

/** What each announcement event sets on its document. */
export const announcementDocumentChange = (event: PortalEvent<EventTypeOnTopic<'notifications.announcement'>>): AnnouncementFields => {
  switch (event.type) {
    case 'notifications.announcement.created': {
      const { title, summary, body, draft, showAfter, critical, createdAt } = event.data;
      return {
        title,
        summary,
        body,
        draft,
        showAfter,
        critical,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
        deleted: false,
      };
    }
    case 'notifications.announcement.updated': {
      const { title, summary, body, draft, showAfter, updatedAt } = event.data;
      return { title, summary, body, draft, showAfter, updatedAt: new Date(updatedAt) };
    }
    case 'notifications.announcement.deleted':
      // A tombstone without the content: gone for every query, yet replays cannot bring it back.
      return { deleted: true, title: '', summary: '', body: '' };
  }
};

/** Builds the announcements documents from the notifications service's announcement events. */
@Controller()
export class AnnouncementsProjection {
  constructor(private readonly documents: Documents) {}

  @EventPattern([...EVENT_TYPES_BY_TOPIC['notifications.announcement']])
  async apply(@Payload() event: EventEnvelope) {
    if (!isOnTopic(event, 'notifications.announcement')) return;
    await this.documents.store.applyInOrder(
      ANNOUNCEMENTS,
      event.data.announcementId,
      event.streamVersion,
      announcementDocumentChange(event),
    );
  }
}
