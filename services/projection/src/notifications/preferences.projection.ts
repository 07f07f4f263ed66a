import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { Documents } from '../core/documents/documents';
import { isEventOf } from '../core/typed-event';
import { NOTIFICATION_PREFERENCES } from './notification.documents';

@Controller()
export class PreferencesProjection {
  constructor(private readonly documents: Documents) {}

  @EventPattern('notifications.preference.critical_emails_changed')
  async changed(@Payload() event: EventEnvelope) {
    if (!isEventOf(event, 'notifications.preference.critical_emails_changed')) return;
    const { developerId, criticalEmails } = event.data;
    await this.documents.store.applyInOrder(NOTIFICATION_PREFERENCES, developerId, event.streamVersion, { criticalEmails });
  }
}
