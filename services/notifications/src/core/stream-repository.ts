import type { Decider, DomainEvent } from '@portal/decider';
import { handleCommand, loadAggregate, type CommandContext, type HandleOptions, type PgEventStore } from '@portal/eventsourcing';

/** Loads, decides and appends for one kind of stream; subclasses bind the decider and stream naming. */
export abstract class StreamRepository<State, Command, Event extends DomainEvent> {
  protected constructor(
    private readonly store: PgEventStore,
    private readonly decider: Decider<State, Command, Event>,
    private readonly streamIdOf: (id: string) => string,
  ) {}

  get source(): string {
    return this.store.source;
  }

  handle(id: string, command: Command, context: CommandContext, options: Omit<HandleOptions, 'context'> = {}) {
    return handleCommand(this.store, this.decider, this.streamIdOf(id), command, { ...options, context });
  }

  load(id: string): Promise<{ state: State; version: number }> {
    return loadAggregate(this.store, this.decider, this.streamIdOf(id));
  }
}
