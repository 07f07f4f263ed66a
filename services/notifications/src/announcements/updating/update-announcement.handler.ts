import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { assertIfMatch } from '../../core/etag';
import type { AnnouncementInput } from '../announcement.rules';
import { adminView } from '../announcement.views';
import { AnnouncementsRepository } from '../announcements.repository';

@Injectable()
export class UpdateAnnouncementHandler {
  constructor(private readonly announcements: AnnouncementsRepository) {}

  /** A stale If-Match is 412; a change landing between our load and append is 409. */
  async update(announcementId: string, input: AnnouncementInput, ifMatch: string | undefined, context: CommandContext) {
    const { state, version } = await this.announcements.load(announcementId);
    if (state.exists && !state.deleted) assertIfMatch(ifMatch, version);
    const now = new Date();
    const result = await this.announcements.handle(
      announcementId,
      { type: 'Update', input, at: now.toISOString() },
      context,
      version > 0 ? { expectedVersion: version } : {},
    );
    return { view: adminView(result.state, now), version: result.nextExpectedVersion, lastPosition: result.lastPosition };
  }
}
