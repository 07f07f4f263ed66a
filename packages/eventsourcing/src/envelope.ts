import type { DomainEvent } from '@portal/decider';

export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  actorId: string | null;
  recordedAt: string;
}

/**
 * The published shape of a stored event, identical on Kafka and in the replay API.
 * `position` is the global position inside the producing service's store; together with
 * `source` it identifies an event across the platform (e.g. `identity:42`).
 */
export interface EventEnvelope<E extends DomainEvent = DomainEvent> {
  id: string;
  source: string;
  type: E['type'];
  schemaVersion: number;
  streamId: string;
  streamVersion: number;
  position: number;
  data: E['data'];
  metadata: EventMetadata;
}

/** An event about to be appended; schemaVersion defaults to 1. */
export interface NewEvent<E extends DomainEvent = DomainEvent> {
  type: E['type'];
  data: E['data'];
  schemaVersion?: number;
}

export interface CommandContext {
  correlationId: string;
  causationId?: string | null;
  actorId?: string | null;
}

export const positionToken = (source: string, position: number): string => `${source}:${position}`;

export const parsePositionToken = (token: string): { source: string; position: number } | null => {
  const match = /^([a-z][a-z0-9-]*):(\d{1,18})$/.exec(token.trim());
  if (!match) return null;
  return { source: match[1]!, position: Number(match[2]) };
};
