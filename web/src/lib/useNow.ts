import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every `intervalMs` (for relative times such as "2 minutes ago"), and never
 * earlier than `dataArrivedAt` (a query's `dataUpdatedAt`): an entry made a moment ago, read with a clock last
 * refreshed before it, would otherwise be "in the future", which the display rule shows as a full date.
 */
export function useNow(intervalMs = 30_000, dataArrivedAt = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const handle = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(handle);
  }, [intervalMs]);
  return Math.max(now, dataArrivedAt);
}
