import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `intervalMs` (for relative times such as "2 minutes ago"). */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const handle = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(handle);
  }, [intervalMs]);
  return now;
}
