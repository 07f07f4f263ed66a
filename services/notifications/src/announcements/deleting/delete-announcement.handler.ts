import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { AnnouncementsRepository } from '../announcements.repository';

@Injectable()
export class DeleteAnnouncementHandler {
  constructor(private readonly announcements: AnnouncementsRepository) {}

  async delete(announcementId: string, ifMatch: readonly number[] | undefined, context: CommandContext) {
    const result = await this.announcements.handle(announcementId, { type: 'Delete', at: new Date().toISOString() }, context, { ifMatch });
    return { lastPosition: result.lastPosition };
  }
}
