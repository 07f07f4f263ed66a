import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { JSON_TYPE, SignedInActor, type Actor } from '@portal/service-runtime';
import type { Connection } from 'mongoose';
import { MONGO } from '../../core/mongo.providers';
import { NOTIFICATION_READS, type ReadStateDocument } from '../notification.documents';
import { feedItemText } from '../visibility';
import { VisibleAnnouncements } from './visible-announcements';

/**
 * The signed-in developer's notifications: visible ones only, newest first, with their own
 * read_at. The shared list comes prepared from memory; the developer's read state is one
 * document read by `_id` (exact on every request), joined in as text.
 */
@Controller()
export class NotificationFeedController {
  constructor(
    @Inject(MONGO) private readonly mongo: Connection,
    private readonly visible: VisibleAnnouncements,
  ) {}

  @Get('notifications')
  @Header('content-type', JSON_TYPE)
  async list(@SignedInActor() actor: Actor): Promise<string> {
    const [items, reads] = await Promise.all([this.visible.list(new Date()), this.readsOf(actor.id)]);
    return `[${items.map((item) => feedItemText(item, reads[item.id])).join(',')}]`;
  }

  @Get('notifications/:id')
  @Header('content-type', JSON_TYPE)
  async one(@Param('id') id: string, @SignedInActor() actor: Actor): Promise<string> {
    const [item, reads] = await Promise.all([this.visible.find(id, new Date()), this.readsOf(actor.id)]);
    if (!item) throw new NotFoundError('No such notification');
    return feedItemText(item, reads[item.id]);
  }

  private async readsOf(developerId: string): Promise<Record<string, Date>> {
    const doc = await this.mongo.collection<ReadStateDocument>(NOTIFICATION_READS).findOne({ _id: developerId });
    return doc?.reads ?? {};
  }
}
