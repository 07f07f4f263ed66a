import { Controller, Get, Inject } from '@nestjs/common';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import type { Connection } from 'mongoose';
import { MONGO } from '../../core/mongo.providers';
import { NOTIFICATION_PREFERENCES, type PreferencesDocument } from '../notification.documents';

@Controller()
export class NotificationPreferencesController {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  /** A developer who never chose is subscribed to critical e-mails. */
  @Get('notification_preferences')
  async get(@SignedInActor() actor: Actor) {
    const doc = await this.mongo.collection<PreferencesDocument>(NOTIFICATION_PREFERENCES).findOne({ _id: actor.id });
    return { critical_emails: doc?.criticalEmails ?? true };
  }
}
