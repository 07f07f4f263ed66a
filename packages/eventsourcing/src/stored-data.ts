import { isDeepStrictEqual } from 'node:util';

/**
 * Whether two event payloads are the same once stored, apart from their `varying` top-level fields: JSON drops
 * `undefined` and PostgreSQL's jsonb does not keep key order, so a payload read back must be compared as stored.
 */
export const sameStoredData = (a: unknown, b: unknown, varying: readonly string[] = []): boolean => {
  const stored = (data: unknown): unknown => {
    const copy = JSON.parse(JSON.stringify(data ?? null)) as unknown;
    if (copy && typeof copy === 'object' && !Array.isArray(copy))
      for (const field of varying) delete (copy as Record<string, unknown>)[field];
    return copy;
  };
  return isDeepStrictEqual(stored(a), stored(b));
};
