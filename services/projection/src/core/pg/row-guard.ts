import { OutOfOrderError, type ApplyOutcome } from '../stream-guard';
import type { Fields, ReadTable, Row, RowStore } from './row-store';

/**
 * The read-table twin of `applyInOrder`: the row's `rev` is the version of the stream it reflects,
 * and an event applies only on top of the revision right before its own. Replays and duplicates
 * change nothing; a gap throws, so the consumer retries until the missing event has landed.
 * `change` sees the row as it was (null for the stream's first event) and answers what to set.
 */
export const applyRowInOrder = async (
  store: RowStore,
  table: ReadTable,
  id: string,
  revision: number,
  change: (current: Row | null) => Fields,
): Promise<ApplyOutcome> => {
  const current = await store.get(table, id);
  const found = current?.rev ?? 0;
  if (found >= revision) return 'duplicate';
  if (found !== revision - 1) throw new OutOfOrderError(id, revision, current ? found : null);
  await store.put(table, { ...current, ...change(current), id, rev: revision });
  return 'applied';
};
