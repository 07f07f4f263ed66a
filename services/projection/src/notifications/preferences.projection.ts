import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { Connection } from 'mongoose';
import { MONGO } from '../core/mongo.providers';
import { applyInOrder } from '../core/stream-guard';
import { NOTIFICATION_PREFERENCES } from './notification.documents';

@Controller()
export class PreferencesProjection {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  @EventPattern('notifications.preference.critical_emails_changed')
  async changed(@Payload() event: EventEnvelope) {
    const { developerId, criticalEmails } = event.data as { developerId: string; criticalEmails: boolean };
    await applyInOrder(this.mongo.collection(NOTIFICATION_PREFERENCES), developerId, event.streamVersion, { criticalEmails });
  }
}
