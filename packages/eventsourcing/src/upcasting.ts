import type { EventEnvelope } from './envelope';

/** Turns a stored event of an older schema version into the next version's shape. */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast: (data: unknown) => unknown;
}

/** Stored events are never edited: older shapes are lifted when read, one version at a time. */
export const upcastWith =
  (upcasters: readonly Upcaster[]) =>
  (event: EventEnvelope): EventEnvelope => {
    let current = event;
    for (;;) {
      const step = upcasters.find((u) => u.type === current.type && u.fromVersion === current.schemaVersion);
      if (!step) return current;
      current = { ...current, data: step.upcast(current.data) as never, schemaVersion: current.schemaVersion + 1 };
    }
  };
