import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { Documents } from '../core/documents/documents';
import type { DocFields } from '../core/documents/document-store';
import { isEventOf, type PortalEvent } from '../core/typed-event';
import { NOTIFICATION_READS } from './notification.documents';

/** The first read inserts the document, so it carries the map itself; later ones set one key. */
export const readStateChange = (event: PortalEvent<'notifications.read_state.announcement_read'>): DocFields => {
  const { announcementId, readAt } = event.data;
  const at = new Date(readAt);
  return event.streamVersion === 1 ? { reads: { [announcementId]: at } } : { [`reads.${announcementId}`]: at };
};

/** Per-developer read state: one document per developer, one field per announcement read. */
@Controller()
export class ReadStateProjection {
  constructor(private readonly documents: Documents) {}

  @EventPattern('notifications.read_state.announcement_read')
  async read(@Payload() event: EventEnvelope) {
    if (!isEventOf(event, 'notifications.read_state.announcement_read')) return;
    await this.documents.store.applyInOrder(NOTIFICATION_READS, event.data.developerId, event.streamVersion, readStateChange(event));
  }
}
