import { DomainError, foldEvents, type Decider, type DomainEvent } from '@portal/decider';
import type { PoolClient } from 'pg';
import type { CommandContext, EventEnvelope } from '../envelope';
import { sameStoredData } from '../stored-data';
import type { AppendResult, ExpectedVersion, MultiAppendOptions, PgEventStore, StreamWrite } from './event-store';

/** The client's If-Match named none of the versions the stream is at: 412. */
export class StaleVersionError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly ifMatch: readonly number[],
    readonly actualVersion: number,
  ) {
    super('precondition_failed', 'This was changed by someone else since you loaded it. Reload and try again.');
  }
}

export interface Loaded<State> {
  state: State;
  version: number;
  /** The stream's last global position (0 for a new stream). */
  position: number;
}

/** What a command decided on one stream, not yet appended. */
export interface Decision<State> extends StreamWrite {
  /** The state before the command. */
  loaded: Loaded<State>;
  /** The state after the decided events. */
  state: State;
}

export interface HandleOptions<State> {
  /** The versions the client's If-Match names (checked once the stream exists; a stale one is 412). */
  ifMatch?: readonly number[] | undefined;
  /** Writes that commit or fail with the events; they see what was decided. */
  inTransaction?: (client: PoolClient, decision: Decision<State>) => Promise<void>;
}

export interface HandleResult<State> extends AppendResult {
  state: State;
}

/**
 * The one stream repository: load (fold the upcast events with the decider), decide, append with
 * the loaded version as the expected one. Services bind a decider and their stream naming.
 */
export class EventSourcedRepository<State, Command, Event extends DomainEvent> {
  constructor(
    protected readonly store: PgEventStore,
    private readonly decider: Decider<State, Command, Event>,
    private readonly streamIdOf: (id: string) => string = (id) => id,
  ) {}

  get source(): string {
    return this.store.source;
  }

  streamId(id: string): string {
    return this.streamIdOf(id);
  }

  readEvents(id: string): Promise<{ version: number; events: EventEnvelope<Event>[] }> {
    return this.store.readStream<Event>(this.streamIdOf(id));
  }

  async load(id: string): Promise<Loaded<State>> {
    const { version, events } = await this.readEvents(id);
    const state = foldEvents(
      this.decider,
      events.map((e) => ({ type: e.type, data: e.data }) as Event),
    );
    return { state, version, position: events.at(-1)?.position ?? 0 };
  }

  /** Loads and decides without writing, for commands that commit with other streams (see appendDecisions). */
  async decide(id: string, command: Command, options: Pick<HandleOptions<State>, 'ifMatch'> = {}): Promise<Decision<State>> {
    const streamId = this.streamIdOf(id);
    const loaded = await this.load(id);
    if (options.ifMatch && loaded.version > 0 && !options.ifMatch.includes(loaded.version)) {
      throw new StaleVersionError(streamId, options.ifMatch, loaded.version);
    }
    const events = this.decider.decide(command, loaded.state);
    const expectedVersion: ExpectedVersion = loaded.version === 0 ? 'no_stream' : loaded.version;
    return { streamId, events, expectedVersion, loaded, state: events.reduce(this.decider.evolve, loaded.state) };
  }

  /**
   * Several commands decided in turn, each on the state the previous one left, and appended together at
   * the loaded version: all of them commit or none (a form that saves fields and changes state at once).
   * `commandsFor` sees the loaded state.
   */
  async handleAll(
    id: string,
    commandsFor: (state: State) => readonly Command[],
    context: CommandContext,
    options: HandleOptions<State> = {},
  ): Promise<HandleResult<State>> {
    const streamId = this.streamIdOf(id);
    const loaded = await this.load(id);
    if (options.ifMatch && loaded.version > 0 && !options.ifMatch.includes(loaded.version)) {
      throw new StaleVersionError(streamId, options.ifMatch, loaded.version);
    }
    let state = loaded.state;
    const events: Event[] = [];
    for (const command of commandsFor(loaded.state)) {
      const decided = this.decider.decide(command, state);
      events.push(...decided);
      state = decided.reduce(this.decider.evolve, state);
    }
    const expectedVersion: ExpectedVersion = loaded.version === 0 ? 'no_stream' : loaded.version;
    const decision: Decision<State> = { streamId, events, expectedVersion, loaded, state };
    const { inTransaction } = options;
    const [result] = await appendDecisions(this.store, [decision], {
      context,
      ...(inTransaction ? { inTransaction: (client) => inTransaction(client, decision) } : {}),
    });
    return { ...result!, state };
  }

  async handle(id: string, command: Command, context: CommandContext, options: HandleOptions<State> = {}): Promise<HandleResult<State>> {
    const decision = await this.decide(id, command, options);
    const { inTransaction } = options;
    const [result] = await appendDecisions(this.store, [decision], {
      context,
      ...(inTransaction ? { inTransaction: (client) => inTransaction(client, decision) } : {}),
    });
    return { ...result!, state: decision.state };
  }

  /**
   * Whether the stream began with the event `command` makes on a new stream, apart from the `varying`
   * fields of its data (the time it ran, a random secret): a create repeated with the same Idempotency-Key
   * met its stream, and is the same request only if it would have made the same thing.
   */
  async beganWith(id: string, command: Command, varying: readonly string[]): Promise<boolean> {
    const [wouldMake] = this.decider.decide(command, this.decider.initialState());
    const { events } = await this.readEvents(id);
    const first = events[0];
    if (!wouldMake || !first || first.type !== wouldMake.type) return false;
    return sameStoredData(first.data, wouldMake.data, varying);
  }
}

/**
 * Commits the decisions of several streams in one transaction (e.g. an app and its first sandbox).
 * A decision with no events (an idempotent command) writes nothing and answers where its stream stands.
 */
export const appendDecisions = async (
  store: PgEventStore,
  decisions: readonly Decision<unknown>[],
  options: MultiAppendOptions,
): Promise<AppendResult[]> => {
  const writing = decisions.filter((d) => d.events.length > 0);
  const appended = writing.length > 0 ? (await store.appendToStreams(writing, options)).streams : [];
  return decisions.map((d) => {
    const index = writing.indexOf(d);
    if (index >= 0) return appended[index]!;
    return { nextExpectedVersion: d.loaded.version, lastPosition: d.loaded.position, envelopes: [] };
  });
};
