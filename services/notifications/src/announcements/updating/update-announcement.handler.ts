import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import type { AnnouncementInput } from '../announcement.rules';
import { adminView } from '../announcement.views';
import { AnnouncementsRepository } from '../announcements.repository';

@Injectable()
export class UpdateAnnouncementHandler {
  constructor(private readonly announcements: AnnouncementsRepository) {}

  /** A stale If-Match is 412; a change landing between our load and append is 409. */
  async update(announcementId: string, input: AnnouncementInput, ifMatch: readonly number[] | undefined, context: CommandContext) {
    const now = new Date();
    const result = await this.announcements.handle(announcementId, { type: 'Update', input, at: now.toISOString() }, context, { ifMatch });
    return { view: adminView(result.state, now), version: result.nextExpectedVersion, lastPosition: result.lastPosition };
  }
}
