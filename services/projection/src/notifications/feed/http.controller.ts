import { Controller, Get, Inject, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import type { Connection } from 'mongoose';
import { MONGO } from '../../core/mongo.providers';
import { ANNOUNCEMENTS, NOTIFICATION_READS, type AnnouncementDocument, type ReadStateDocument } from '../notification.documents';
import { developerView, developerVisibleFilter } from '../visibility';

/** The signed-in developer's notifications: visible ones only, newest first, with their own read_at. */
@Controller()
export class NotificationFeedController {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  @Get('notifications')
  async list(@SignedInActor() actor: Actor) {
    const [docs, reads] = await Promise.all([
      this.mongo
        .collection<AnnouncementDocument>(ANNOUNCEMENTS)
        .find(developerVisibleFilter(new Date()))
        .sort({ createdAt: -1, _id: 1 })
        .toArray(),
      this.readsOf(actor.id),
    ]);
    return docs.map((doc) => developerView(doc, reads[doc._id]));
  }

  @Get('notifications/:id')
  async one(@Param('id') id: string, @SignedInActor() actor: Actor) {
    const [doc, reads] = await Promise.all([
      this.mongo.collection<AnnouncementDocument>(ANNOUNCEMENTS).findOne({ _id: id, ...developerVisibleFilter(new Date()) }),
      this.readsOf(actor.id),
    ]);
    if (!doc) throw new NotFoundError('No such notification');
    return developerView(doc, reads[doc._id]);
  }

  private async readsOf(developerId: string): Promise<Record<string, Date>> {
    const doc = await this.mongo.collection<ReadStateDocument>(NOTIFICATION_READS).findOne({ _id: developerId });
    return doc?.reads ?? {};
  }
}
