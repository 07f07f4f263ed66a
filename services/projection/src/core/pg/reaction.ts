import type { PortalEventType } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import { isEventOf, type PortalEvent } from '../typed-event';
import type { RowStore } from './row-store';

/** What one event type does to the read tables. */
export interface Reaction {
  type: PortalEventType;
  apply: (store: RowStore, event: EventEnvelope) => Promise<unknown>;
}

/** Declares a reaction with the event's generated data type, so handlers need no casts. */
export const on = <T extends PortalEventType>(type: T, apply: (store: RowStore, event: PortalEvent<T>) => Promise<unknown>): Reaction => ({
  type,
  apply: (store, event) => (isEventOf(event, type) ? apply(store, event) : Promise.resolve()),
});
