import { VersionConflictError, type Decider, type DomainEvent } from '@portal/decider';
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

/**
 * For a developer's own streams nobody else edits, a lost race (two tabs at once) is simply
 * decided again on the fresh state; the deciders are idempotent, so nothing doubles.
 */
export const retryOnRace = async <T>(attempt: () => Promise<T>, attempts = 3): Promise<T> => {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof VersionConflictError) || i >= attempts) throw error;
    }
  }
};
