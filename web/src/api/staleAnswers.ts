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

/**
 * Lists (by query key) a stale command answer left behind, with until when they are asked again. For a read model the
 * command's own answer waits for (installs: "my installations"), whose queries never answer stale themselves.
 */
const behindUntil = new Map<string, number>();

/** Records a command's answer for the list it changes: a stale one has that list asked again for a while. */
export function noteCommandAnswer(queryKey: readonly unknown[], response: Response | null | undefined, now = Date.now()): void {
  if (response?.headers.get(STALE_HEADER) === 'true') behindUntil.set(keyOf(queryKey), now + STALE_REFETCH_MS * STALE_REFETCH_LIMIT);
}

/** A `refetchInterval`: every second while the last answer (or a command's for this list) was stale, else `otherwise`. */
export function refetchWhileStale(otherwise: number | false, now: () => number = Date.now) {
  return (query: { queryKey: readonly unknown[] }): number | false => {
    const key = keyOf(query.queryKey);
    const runs = staleRuns.get(key) ?? 0;
    if (runs > 0 && runs <= STALE_REFETCH_LIMIT) return STALE_REFETCH_MS;
    return now() < (behindUntil.get(key) ?? 0) ? STALE_REFETCH_MS : otherwise;
  };
}
