import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@portal/eventsourcing';

const positions = new Map<string, number>();

/**
 * A marketplace event as the engagement consumer receives it, for the engagement tests: positions count up per
 * `source` (a test of its own source keeps its position tokens apart from every other test's), recorded at `data.at`.
 */
export const marketplaceEnvelope = (
  type: string,
  streamId: string,
  streamVersion: number,
  data: Record<string, unknown>,
  source = 'marketplace',
): EventEnvelope => {
  const position = (positions.get(source) ?? 0) + 1;
  positions.set(source, position);
  return {
    id: randomUUID(),
    source,
    type,
    schemaVersion: 1,
    streamId,
    streamVersion,
    position,
    data,
    metadata: { correlationId: randomUUID(), causationId: null, actorId: null, recordedAt: String(data.at) },
  };
};
