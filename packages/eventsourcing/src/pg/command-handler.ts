import { foldEvents, type Decider, type DomainEvent } from '@portal/decider';
import type { CommandContext } from '../envelope';
import type { AppendResult, ExpectedVersion, PgEventStore } from './event-store';
import type { PoolClient } from 'pg';

export interface HandleOptions {
  context: CommandContext;
  /** The version the client last saw (If-Match); without it the loaded version guards the append. */
  expectedVersion?: number;
  inTransaction?: (client: PoolClient) => Promise<void>;
}

export interface HandleResult<State> extends AppendResult {
  state: State;
}

/** Load the stream, let the pure decider decide, append with an expected version. Nothing more. */
export const handleCommand = async <State, Command, Event extends DomainEvent>(
  store: PgEventStore,
  decider: Decider<State, Command, Event>,
  streamId: string,
  command: Command,
  options: HandleOptions,
): Promise<HandleResult<State>> => {
  const { version, events } = await store.readStream<Event>(streamId);
  const state = foldEvents(
    decider,
    events.map((e) => ({ type: e.type, data: e.data }) as Event),
  );
  const newEvents = decider.decide(command, state);
  if (newEvents.length === 0) {
    // An idempotent command that changes nothing still answers with where the stream stands.
    return { nextExpectedVersion: version, lastPosition: events.at(-1)?.position ?? 0, envelopes: [], state };
  }
  const expectedVersion: ExpectedVersion = options.expectedVersion ?? (version === 0 ? 'no_stream' : version);
  const result = await store.appendToStream(streamId, newEvents, {
    expectedVersion,
    context: options.context,
    ...(options.inTransaction ? { inTransaction: options.inTransaction } : {}),
  });
  return { ...result, state: newEvents.reduce(decider.evolve, state) };
};

/** Current state and version of a stream, for queries the owning service answers itself. */
export const loadAggregate = async <State, Event extends DomainEvent>(
  store: PgEventStore,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  streamId: string,
): Promise<{ state: State; version: number }> => {
  const { version, events } = await store.readStream<Event>(streamId);
  return {
    state: foldEvents(
      decider,
      events.map((e) => ({ type: e.type, data: e.data }) as Event),
    ),
    version,
  };
};
