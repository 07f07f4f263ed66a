import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { replyWithVersion } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import type { Connection } from 'mongoose';
import type { Pool } from 'pg';
import { MONGO } from '../../core/mongo.providers';
import { PG_POOL } from '../../core/pg/pg.providers';
import { listedAnnouncements } from '../announcements.table';
import { ANNOUNCEMENTS, type AnnouncementDocument } from '../notification.documents';
import { adminView } from '../visibility';

/**
 * Every announcement that is not deleted, drafts and future ones included, with their visibility
 * flags: the list from the `announcements` read table, one announcement by id from its document.
 */
@Controller()
export class AdminNotificationsController {
  constructor(
    @Inject(MONGO) private readonly mongo: Connection,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  private get collection() {
    return this.mongo.collection<AnnouncementDocument>(ANNOUNCEMENTS);
  }

  @Get('admin/notifications')
  async list() {
    const now = new Date();
    return (await listedAnnouncements(this.pool)).map((doc) => adminView(doc, now));
  }

  /** The ETag is the stream version the document reflects, which PATCH and DELETE take as If-Match. */
  @Get('admin/notifications/:id')
  async one(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const doc = await this.collection.findOne({ _id: id, deleted: false });
    if (!doc) throw new NotFoundError('No such notification');
    replyWithVersion(reply, doc._rev);
    return adminView(doc, new Date());
  }
}
