import type { EventDataByType, PortalEventType } from '@portal/contracts';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { PortalEvent } from './typed-event';

/**
 * Envelopes for Given-events tests, the way the stores publish them: each stream's version counts
 * up from 1 unless a test gives one (to make a gap or a duplicate).
 */
export const eventFactory = (recordedAt = '2026-11-22T10:00:00.000Z') => {
  const versions = new Map<string, number>();
  let position = 0;
  return <T extends PortalEventType>(
    type: T,
    streamId: string,
    data: EventDataByType[T],
    streamVersion?: number,
  ): EventEnvelope & PortalEvent<T> => {
    const version = streamVersion ?? (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, Math.max(version, versions.get(streamId) ?? 0));
    position += 1;
    const envelope: EventEnvelope & { type: T; data: EventDataByType[T] } = {
      id: `e${position}`,
      source: type.split('.')[0]!,
      type,
      schemaVersion: 1,
      streamId,
      streamVersion: version,
      position,
      data,
      metadata: { correlationId: 'c', causationId: null, actorId: null, recordedAt },
    };
    return envelope;
  };
};
