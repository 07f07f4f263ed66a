import type { mongo } from 'mongoose';

type Collection<T extends Document> = mongo.Collection<T>;
type Document = mongo.Document;

export type ApplyOutcome = 'applied' | 'duplicate';

/** A read-model document received an event out of stream order: retried until its predecessor lands. */
export class OutOfOrderError extends Error {
  constructor(id: string, expected: number, found: number | null) {
    super(`Read model ${id} is at revision ${found ?? 'none'}, cannot apply revision ${expected}`);
  }
}

const DUPLICATE_KEY = 11000;

/**
 * Applies one event of a stream to the document that stream owns, exactly once and in order.
 * The document's `_rev` is the stream version it reflects; the write only matches the revision
 * right before the event's, so replays and duplicates become no-ops and gaps become retries.
 * One document write per event: no multi-document transaction needed (FerretDB v1 has none).
 */
export const applyInOrder = async (
  collection: Collection<Document>,
  id: string,
  revision: number,
  fields: Document,
): Promise<ApplyOutcome> => {
  if (revision === 1) {
    try {
      await collection.insertOne({ _id: id as never, ...fields, _rev: 1 });
      return 'applied';
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return 'duplicate';
      throw error;
    }
  }
  const result = await collection.updateOne({ _id: id as never, _rev: revision - 1 }, { $set: { ...fields, _rev: revision } });
  if (result.matchedCount === 1) return 'applied';
  const current = await collection.findOne({ _id: id as never }, { projection: { _rev: 1 } });
  const found = typeof current?._rev === 'number' ? current._rev : null;
  if (found !== null && found >= revision) return 'duplicate';
  throw new OutOfOrderError(id, revision, found);
};
