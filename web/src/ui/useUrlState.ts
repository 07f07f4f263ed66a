import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's state kept in the URL: `go` pushes (or replaces) a new state, back returns to the previous one.
 * The router moves the URL in a transition, so on a busy device what was just asked for (a ticked box, a
 * branch) would spring back until it commits, and a debounced search firing meanwhile would build on the
 * old state and undo it: the state asked for is the state at once, and the URL is the truth again as soon
 * as it moves (or is moved by back). `parse` and `toParams` must be stable (module-level) functions.
 */
export function useUrlState<S>(parse: (params: URLSearchParams) => S, toParams: (state: S) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const urlKey = params.toString();
  const [pending, setPending] = useState<{ from: string; state: S } | null>(null);
  if (pending !== null && pending.from !== urlKey) setPending(null);
  const state = pending?.state ?? parse(params);
  const go = useCallback(
    (next: S, replace = false) => {
      setPending({ from: urlKey, state: next });
      setParams(toParams(next), { replace });
    },
    [setParams, toParams, urlKey],
  );
  return { state, go };
}
