import { Injectable } from '@nestjs/common';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { developerView } from '../../announcements/announcement.views';
import { AnnouncementsRepository } from '../../announcements/announcements.repository';
import { visibleToDevelopers } from '../../announcements/visibility';
import { ReadStateRepository } from '../read-state.repository';

@Injectable()
export class MarkReadHandler {
  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly reads: ReadStateRepository,
  ) {}

  /** Idempotent: the first read_at stays and a second call appends nothing (it answers where the stream stands). */
  async markRead(developerId: string, announcementId: string, context: CommandContext) {
    const { state: announcement } = await this.announcements.load(announcementId);
    const now = new Date();
    const result = await retryOnRace(() =>
      this.reads.handle(
        developerId,
        { type: 'MarkRead', developerId, announcementId, visible: visibleToDevelopers(announcement, now), at: now.toISOString() },
        context,
      ),
    );
    return {
      view: developerView(announcement, result.state.readAt[announcementId] ?? null),
      lastPosition: result.lastPosition,
    };
  }
}
