import type { Decider, DomainEvent } from './decider';

/**
 * Given/When/Then for deciders: given past events, when a command is decided, then these events
 * (or this error) follow.
 */
export const specFor =
  <State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) =>
  (given: Event[]) => ({
    when: (command: Command) => {
      const run = (): Event[] => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: Event[]): void => {
          const actual = run();
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            throw new Error(`Expected events\n${JSON.stringify(expected, null, 2)}\nbut got\n${JSON.stringify(actual, null, 2)}`);
          }
        },
        thenThrows: (matcher: (error: unknown) => boolean): void => {
          try {
            run();
          } catch (error) {
            if (matcher(error)) return;
            throw new Error(`The decider threw an unexpected error: ${String(error)}`);
          }
          throw new Error('Expected the decider to throw, but it decided events');
        },
      };
    },
  });
