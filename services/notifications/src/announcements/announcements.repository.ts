import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { announcementDecider, type Announcement, type AnnouncementCommand } from './announcement.decider';
import { announcementStreamId, type AnnouncementEvent } from './announcement.events';

/** The only writer of announcement streams. */
@Injectable()
export class AnnouncementsRepository extends EventSourcedRepository<Announcement, AnnouncementCommand, AnnouncementEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, announcementDecider, announcementStreamId);
  }
}
