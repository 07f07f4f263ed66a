import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { assertIfMatch } from '../../core/etag';
import { AnnouncementsRepository } from '../announcements.repository';

@Injectable()
export class DeleteAnnouncementHandler {
  constructor(private readonly announcements: AnnouncementsRepository) {}

  async delete(announcementId: string, ifMatch: string | undefined, context: CommandContext) {
    const { state, version } = await this.announcements.load(announcementId);
    if (state.exists && !state.deleted) assertIfMatch(ifMatch, version);
    const result = await this.announcements.handle(
      announcementId,
      { type: 'Delete', at: new Date().toISOString() },
      context,
      version > 0 ? { expectedVersion: version } : {},
    );
    return { lastPosition: result.lastPosition };
  }
}
