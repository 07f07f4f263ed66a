import type { EventEnvelope } from '@portal/eventsourcing';
import { applyToReadTables } from './read-table-reactions';
import { MemoryRowStore } from './row-store';

/** The read tables after `events`, applied in order as the projection applies them (in memory). */
export const readTablesAfter = async (...events: EventEnvelope[]): Promise<MemoryRowStore> => {
  const store = new MemoryRowStore();
  for (const e of events) await applyToReadTables(store, e);
  return store;
};
