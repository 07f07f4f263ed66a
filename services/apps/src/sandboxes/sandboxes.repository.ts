import { Inject, Injectable } from '@nestjs/common';
import { handleCommand, loadAggregate, type CommandContext, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { sandboxDecider, type Sandbox, type SandboxCommand } from './sandbox.decider';
import { sandboxStreamId } from './sandbox.events';

/** Loads, decides and appends sandbox commands; the only writer of sandbox streams. */
@Injectable()
export class SandboxesRepository {
  constructor(@Inject(EVENT_STORE) private readonly store: PgEventStore) {}

  handle(sandboxId: string, command: SandboxCommand, context: CommandContext) {
    return handleCommand(this.store, sandboxDecider, sandboxStreamId(sandboxId), command, { context });
  }

  load(sandboxId: string): Promise<{ state: Sandbox; version: number }> {
    return loadAggregate(this.store, sandboxDecider, sandboxStreamId(sandboxId));
  }

  readEvents(sandboxId: string) {
    return this.store.readStream(sandboxStreamId(sandboxId));
  }
}
