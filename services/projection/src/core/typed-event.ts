import type { PortalEvent, PortalEventType } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';

export type { PortalEvent };

/**
 * Narrows an envelope to its generated event type (contracts/events/*.schema.json). The producers
 * validate every event against its schema before appending it, so the type decides the data's shape.
 */
export const isEventOf = <T extends PortalEventType>(event: EventEnvelope, type: T): event is EventEnvelope & PortalEvent<T> =>
  event.type === type;
