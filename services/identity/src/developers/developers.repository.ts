import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { developerDecider, type Developer, type DeveloperCommand } from './developer.decider';
import { developerStreamId, type DeveloperEvent } from './developer.events';

/** The only writer of developer streams. */
@Injectable()
export class DevelopersRepository extends EventSourcedRepository<Developer, DeveloperCommand, DeveloperEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, developerDecider, developerStreamId);
  }
}

export const profileOf = (developer: Developer) => ({
  id: developer.developerId,
  firstName: developer.firstName,
  lastName: developer.lastName,
  email: developer.email,
  companyName: developer.companyName,
  platformId: developer.platformId,
  emailConfirmed: developer.emailConfirmed,
  pendingEmail: developer.pendingEmail,
  twoFactorEnabled: developer.twoFactorEnabledAt !== null,
  isAdmin: developer.isAdmin,
  isEmployee: developer.isEmployee,
});

export type DeveloperProfile = ReturnType<typeof profileOf>;
