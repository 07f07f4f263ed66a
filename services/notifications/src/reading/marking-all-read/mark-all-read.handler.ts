import { Injectable } from '@nestjs/common';
import { retryOnRace, type CommandContext } from '@portal/eventsourcing';
import { AnnouncementsRepository } from '../../announcements/announcements.repository';
import { visibleToDevelopers } from '../../announcements/visibility';
import { ReadStateRepository } from '../read-state.repository';

/**
 * "Mark all as read": the announcements the developer's list showed. Only those visible now are marked (one
 * deleted, scheduled or unknown meanwhile is left out, as a single read would refuse it); each at most once.
 */
@Injectable()
export class MarkAllReadHandler {
  constructor(
    private readonly announcements: AnnouncementsRepository,
    private readonly reads: ReadStateRepository,
  ) {}

  async markAllRead(developerId: string, announcementIds: readonly string[], context: CommandContext) {
    const now = new Date();
    const unique = [...new Set(announcementIds)];
    const loaded = await Promise.all(unique.map(async (id) => ({ id, state: (await this.announcements.load(id)).state })));
    const visibleAnnouncementIds = loaded.filter(({ state }) => visibleToDevelopers(state, now)).map(({ id }) => id);
    const result = await retryOnRace(() =>
      this.reads.handle(developerId, { type: 'MarkManyRead', developerId, visibleAnnouncementIds, at: now.toISOString() }, context),
    );
    return { marked: result.envelopes.length, lastPosition: result.lastPosition };
  }
}
