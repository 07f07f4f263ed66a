import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { Connection } from 'mongoose';
import { MONGO } from '../core/mongo.providers';
import { applyInOrder } from '../core/stream-guard';
import { ANNOUNCEMENTS } from './notification.documents';

interface Content {
  announcementId: string;
  title: string;
  summary: string;
  body: string;
  draft: boolean;
  showAfter: string | null;
}

/** Builds the announcements read model from the notifications service's announcement events. */
@Controller()
export class AnnouncementsProjection {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  private get collection() {
    return this.mongo.collection(ANNOUNCEMENTS);
  }

  @EventPattern('notifications.announcement.created')
  async created(@Payload() event: EventEnvelope) {
    const data = event.data as Content & { critical: boolean; createdAt: string };
    await applyInOrder(this.collection, data.announcementId, event.streamVersion, {
      ...contentOf(data),
      critical: data.critical,
      createdAt: new Date(data.createdAt),
      updatedAt: new Date(data.createdAt),
      deleted: false,
    });
  }

  @EventPattern('notifications.announcement.updated')
  async updated(@Payload() event: EventEnvelope) {
    const data = event.data as Content & { updatedAt: string };
    await applyInOrder(this.collection, data.announcementId, event.streamVersion, {
      ...contentOf(data),
      updatedAt: new Date(data.updatedAt),
    });
  }

  /** A tombstone without the content: gone for every query, yet replays cannot bring it back. */
  @EventPattern('notifications.announcement.deleted')
  async deleted(@Payload() event: EventEnvelope) {
    const { announcementId } = event.data as { announcementId: string };
    await applyInOrder(this.collection, announcementId, event.streamVersion, { deleted: true, title: '', summary: '', body: '' });
  }
}

const contentOf = (data: Content) => ({
  title: data.title,
  summary: data.summary,
  body: data.body,
  draft: data.draft,
  showAfter: data.showAfter,
});
