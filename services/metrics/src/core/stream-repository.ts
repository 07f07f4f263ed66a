import type { Decider, DomainEvent } from '@portal/decider';
import { handleCommand, type CommandContext, type PgEventStore } from '@portal/eventsourcing';

/** Loads, decides and appends for one kind of stream; subclasses bind the decider. */
export abstract class StreamRepository<State, Command, Event extends DomainEvent> {
  protected constructor(
    private readonly store: PgEventStore,
    private readonly decider: Decider<State, Command, Event>,
  ) {}

  handle(streamId: string, command: Command, context: CommandContext) {
    return handleCommand(this.store, this.decider, streamId, command, { context });
  }
}
