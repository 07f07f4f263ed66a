import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@portal/decider';
import { handleCommand, loadAggregate, type CommandContext, type HandleOptions, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { appDecider, type App, type AppCommand } from './app.decider';
import { appStreamId } from './app.events';

/** Loads, decides and appends app commands; the only writer of app streams. */
@Injectable()
export class AppsRepository {
  constructor(@Inject(EVENT_STORE) private readonly store: PgEventStore) {}

  get source(): string {
    return this.store.source;
  }

  /** `ifMatch` is the version the client last saw (If-Match): a stale one answers 412. */
  async handle(
    appId: string,
    command: AppCommand,
    context: CommandContext,
    options: Omit<HandleOptions, 'context'> & { ifMatch?: number } = {},
  ) {
    const { ifMatch, ...rest } = options;
    if (ifMatch !== undefined) {
      const { version } = await this.store.readStream(appStreamId(appId));
      if (version !== ifMatch) {
        throw new DomainError('precondition_failed', 'The app was changed by someone else. Reload and try again.');
      }
      return handleCommand(this.store, appDecider, appStreamId(appId), command, { ...rest, expectedVersion: ifMatch, context });
    }
    return handleCommand(this.store, appDecider, appStreamId(appId), command, { ...rest, context });
  }

  load(appId: string): Promise<{ state: App; version: number }> {
    return loadAggregate(this.store, appDecider, appStreamId(appId));
  }

  readEvents(appId: string) {
    return this.store.readStream(appStreamId(appId));
  }
}
