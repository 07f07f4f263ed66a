import { Inject, Injectable } from '@nestjs/common';
import { handleCommand, loadAggregate, type CommandContext, type HandleOptions, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { developerDecider, type Developer, type DeveloperCommand } from './developer.decider';
import { developerStreamId } from './developer.events';

/** Loads, decides and appends developer commands; the only writer of developer streams. */
@Injectable()
export class DevelopersRepository {
  constructor(@Inject(EVENT_STORE) private readonly store: PgEventStore) {}

  get source(): string {
    return this.store.source;
  }

  handle(developerId: string, command: DeveloperCommand, context: CommandContext, options: Omit<HandleOptions, 'context'> = {}) {
    return handleCommand(this.store, developerDecider, developerStreamId(developerId), command, { ...options, context });
  }

  async load(developerId: string): Promise<{ state: Developer; version: number }> {
    return loadAggregate(this.store, developerDecider, developerStreamId(developerId));
  }
}

export const profileOf = (developer: Developer) => ({
  id: developer.developerId,
  firstName: developer.firstName,
  lastName: developer.lastName,
  email: developer.email,
  emailConfirmed: developer.emailConfirmed,
  isAdmin: developer.isAdmin,
  isEmployee: developer.isEmployee,
});

export type DeveloperProfile = ReturnType<typeof profileOf>;
