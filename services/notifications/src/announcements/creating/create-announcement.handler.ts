import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import type { AnnouncementInput } from '../announcement.rules';
import { adminView } from '../announcement.views';
import { AnnouncementsRepository } from '../announcements.repository';

@Injectable()
export class CreateAnnouncementHandler {
  constructor(private readonly announcements: AnnouncementsRepository) {}

  /** Only appends: a critical one's e-mails are sent by the reaction to the event, never here. */
  async create(input: AnnouncementInput, context: CommandContext) {
    const announcementId = randomUUID();
    const now = new Date();
    const result = await this.announcements.handle(
      announcementId,
      { type: 'Create', announcementId, input, at: now.toISOString() },
      context,
    );
    return { view: adminView(result.state, now), version: result.nextExpectedVersion, lastPosition: result.lastPosition };
  }
}
