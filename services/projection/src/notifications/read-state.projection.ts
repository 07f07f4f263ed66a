import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { Connection } from 'mongoose';
import { MONGO } from '../core/mongo.providers';
import { applyInOrder } from '../core/stream-guard';
import { NOTIFICATION_READS } from './notification.documents';

/** Per-developer read state: one document per developer, one field per announcement read. */
@Controller()
export class ReadStateProjection {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  @EventPattern('notifications.read_state.announcement_read')
  async read(@Payload() event: EventEnvelope) {
    const { developerId, announcementId, readAt } = event.data as { developerId: string; announcementId: string; readAt: string };
    const at = new Date(readAt);
    // The first event inserts the document, so it carries the map itself; later ones set one key.
    const fields = event.streamVersion === 1 ? { reads: { [announcementId]: at } } : { [`reads.${announcementId}`]: at };
    await applyInOrder(this.mongo.collection(NOTIFICATION_READS), developerId, event.streamVersion, fields);
  }
}
