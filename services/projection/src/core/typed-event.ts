import { EVENT_TYPES_BY_TOPIC, type EventTypeOnTopic, type PortalEvent, type PortalEventType, type TopicName } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';

export type { PortalEvent };

/**
 * Narrows an envelope to its generated event type (contracts/events/*.schema.json). The producers
 * validate every event against its schema before appending it, so the type decides the data's shape.
 */
export const isEventOf = <T extends PortalEventType>(event: EventEnvelope, type: T): event is EventEnvelope & PortalEvent<T> =>
  event.type === type;

/** Narrows an envelope to the event types of one topic (one aggregate category). */
export const isOnTopic = <T extends TopicName>(event: EventEnvelope, topic: T): event is EventEnvelope & PortalEvent<EventTypeOnTopic<T>> =>
  EVENT_TYPES_BY_TOPIC[topic].some((type) => type === event.type);
