/** A domain event as a decider sees it: a discriminated union member with a stable past-tense type. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * An aggregate written as a pure decider: no I/O, no clock, no framework.
 * Anything time- or identity-dependent arrives inside the command.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
}

export const foldEvents = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
