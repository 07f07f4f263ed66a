import type { Connection, mongo } from 'mongoose';
import { applyInOrder, OutOfOrderError, type ApplyOutcome } from '../stream-guard';

export type Doc = mongo.Document & { _id: string; _rev: number };
export type DocFields = Record<string, unknown>;

/**
 * Where the document projections write: MongoDB for live events, memory during a rebuild (written
 * with insertMany at the end). `fields` are `$set` fields: a dotted key sets one nested field.
 */
export interface DocumentStore {
  /** `T` is what the caller knows the collection holds, as with `mongo.collection<T>()`. */
  get<T extends Doc>(collection: string, id: string): Promise<T | null>;
  applyInOrder(collection: string, id: string, revision: number, fields: DocFields): Promise<ApplyOutcome>;
}

/**
 * Applies a change computed from the document as it was right before the event (null for the
 * stream's first event): replays are no-ops, a gap throws so the consumer retries.
 */
export const applyChange = async <T extends Doc>(
  store: DocumentStore,
  collection: string,
  id: string,
  revision: number,
  change: (current: T | null) => DocFields,
): Promise<ApplyOutcome> => {
  const current = revision === 1 ? null : await store.get<T>(collection, id);
  if (revision > 1) {
    if (!current) throw new OutOfOrderError(id, revision, null);
    if (current._rev >= revision) return 'duplicate';
    if (current._rev !== revision - 1) throw new OutOfOrderError(id, revision, current._rev);
  }
  return store.applyInOrder(collection, id, revision, change(current));
};

export class MongoDocumentStore implements DocumentStore {
  constructor(private readonly mongo: Connection) {}

  get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    return this.mongo.collection<Doc>(collection).findOne<T>({ _id: id });
  }

  applyInOrder(collection: string, id: string, revision: number, fields: DocFields): Promise<ApplyOutcome> {
    return applyInOrder(this.mongo.collection(collection), id, revision, fields);
  }
}

/** `$set` on a copy: a dotted key replaces one nested field, any other key the whole field. */
const setFields = (doc: Doc, fields: DocFields): Doc => {
  const next: Doc = { ...doc };
  for (const [key, value] of Object.entries(fields)) {
    const [head, ...rest] = key.split('.');
    if (rest.length === 0) next[key] = value;
    else {
      const parent = next[head!];
      next[head!] = { ...(typeof parent === 'object' && parent !== null ? parent : {}), [rest.join('.')]: value };
    }
  }
  return next;
};

/** A rebuild's documents: the same guard as live, in memory, then bulk inserted. */
export class MemoryDocumentStore implements DocumentStore {
  private readonly collections = new Map<string, Map<string, Doc>>();

  get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const doc = this.docs(collection).get(id);
    return Promise.resolve(doc ? (doc as T) : null);
  }

  applyInOrder(collection: string, id: string, revision: number, fields: DocFields): Promise<ApplyOutcome> {
    const docs = this.docs(collection);
    const current = docs.get(id);
    const found = current?._rev ?? null;
    if (found !== null && found >= revision) return Promise.resolve('duplicate');
    if ((found ?? 0) !== revision - 1) return Promise.reject(new OutOfOrderError(id, revision, found));
    docs.set(id, { ...setFields(current ?? { _id: id, _rev: 0 }, fields), _rev: revision });
    return Promise.resolve('applied');
  }

  /**
   * Inserts every document (their collections emptied by the caller); answers how many. Several
   * batches at a time: FerretDB turns each into one PostgreSQL transaction per connection, so
   * concurrency, not batch size, is what speeds it up.
   */
  async writeTo(mongo: Connection, chunk = 1000, concurrency = 16): Promise<number> {
    const batches: { name: string; docs: Doc[] }[] = [];
    for (const [name, docs] of this.collections) {
      const all = [...docs.values()];
      for (let start = 0; start < all.length; start += chunk) batches.push({ name, docs: all.slice(start, start + chunk) });
    }
    const insertNext = async (): Promise<void> => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        await mongo.collection<Doc>(batch.name).insertMany(batch.docs, { ordered: false });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, insertNext));
    return [...this.collections.values()].reduce((sum, docs) => sum + docs.size, 0);
  }

  private docs(collection: string): Map<string, Doc> {
    let docs = this.collections.get(collection);
    if (!docs) this.collections.set(collection, (docs = new Map()));
    return docs;
  }
}
