/**
 * Read-your-writes, client side. After a change, the gateway makes this session's next query wait
 * (up to 2 s) for the projection; if the projection is slower it answers what it has, marked
 * `X-Portal-Stale: true`. Queries that show the user's own changes note such answers and refetch
 * every second (at most 10 times) until a fresh one arrives.
 */
export const STALE_HEADER = 'X-Portal-Stale';
export const STALE_REFETCH_MS = 1000;
export const STALE_REFETCH_LIMIT = 10;

/** Stale answers in a row, by query key. */
const staleRuns = new Map<string, number>();

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** Records whether the answer for `queryKey` was stale; returns that. */
export function noteAnswer(queryKey: readonly unknown[], response: Response): boolean {
  const key = keyOf(queryKey);
  const stale = response.headers.get(STALE_HEADER) === 'true';
  if (stale) staleRuns.set(key, (staleRuns.get(key) ?? 0) + 1);
  else staleRuns.delete(key);
  return stale;
}

/** A `refetchInterval`: every second while the last answer was stale, else `otherwise`. */
export function refetchWhileStale(otherwise: number | false) {
  return (query: { queryKey: readonly unknown[] }): number | false => {
    const runs = staleRuns.get(keyOf(query.queryKey)) ?? 0;
    return runs > 0 && runs <= STALE_REFETCH_LIMIT ? STALE_REFETCH_MS : otherwise;
  };
}
