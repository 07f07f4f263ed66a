import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { createdThenDeletedError, idempotentId, keyAlreadySpent, reusedKeyError } from '@portal/service-runtime';
import type { AnnouncementCommand } from '../announcement.decider';
import type { AnnouncementInput } from '../announcement.rules';
import { adminView } from '../announcement.views';
import { AnnouncementsRepository } from '../announcements.repository';

@Injectable()
export class CreateAnnouncementHandler {
  constructor(private readonly announcements: AnnouncementsRepository) {}

  /**
   * Only appends: a critical one's e-mails are sent by the reaction to the event, never here. With an
   * Idempotency-Key a repeat answers with what the first send made: one announcement, e-mailed once.
   */
  async create(input: AnnouncementInput, context: CommandContext, actorId: string, idempotencyKey?: string) {
    const announcementId = idempotentId('announcements', actorId, idempotencyKey);
    const now = new Date();
    const command: AnnouncementCommand = { type: 'Create', announcementId, input, at: now.toISOString() };
    try {
      const result = await this.announcements.handle(announcementId, command, context);
      return {
        view: adminView(result.state, now),
        version: result.nextExpectedVersion,
        lastPosition: result.lastPosition,
        replayed: false,
      };
    } catch (error) {
      if (idempotencyKey === undefined || !keyAlreadySpent(error)) throw error;
      if (!(await this.announcements.beganWith(announcementId, command, ['createdAt']))) throw reusedKeyError('another notification');
      const { state, version, position } = await this.announcements.load(announcementId);
      if (state.deleted) throw createdThenDeletedError('notification');
      return { view: adminView(state, now), version, lastPosition: position, replayed: true };
    }
  }
}
