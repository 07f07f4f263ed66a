import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { AnnouncementCreated } from '../announcement.events';
import { AnnouncementsRepository } from '../announcements.repository';
import { CriticalFanOut } from './critical-fan-out';

/** Critical e-mails are a reaction to the committed event, so the admin's request never waits for them. */
@Controller()
export class CriticalMailMessageController {
  constructor(
    private readonly fanOut: CriticalFanOut,
    private readonly announcements: AnnouncementsRepository,
  ) {}

  @EventPattern('notifications.announcement.created')
  async onCreated(@Payload() event: EventEnvelope<AnnouncementCreated>): Promise<void> {
    if (!event.data.critical) return;
    // Deleted before we got to it (e.g. a backlog after an outage): it is gone everywhere, mail included.
    const { state } = await this.announcements.load(event.data.announcementId);
    if (state.deleted) return;
    await this.fanOut.queue(state);
  }
}
