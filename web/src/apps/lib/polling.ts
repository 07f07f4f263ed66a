/** Polling helpers: the sandbox wait after creating an app, and the sandbox card's refresh backoff. */

export const SANDBOX_POLL_INTERVAL_MS = 1000;
export const SANDBOX_POLL_FALLBACK_MS = 10_000;

export interface PollClock {
  now(): number;
  wait(ms: number): Promise<void>;
}

const realClock: PollClock = {
  now: () => Date.now(),
  wait: (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms)),
};

/**
 * Calls `check` every `intervalMs` until it answers true ('ready') or `timeoutMs` have passed
 * ('timeout'). A failing check counts as "not yet". `signal` stops it early ('aborted').
 */
export async function pollUntil(
  check: () => Promise<boolean>,
  {
    intervalMs = SANDBOX_POLL_INTERVAL_MS,
    timeoutMs = SANDBOX_POLL_FALLBACK_MS,
    signal,
  }: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {},
  clock: PollClock = realClock,
): Promise<'ready' | 'timeout' | 'aborted'> {
  const deadline = clock.now() + timeoutMs;
  for (;;) {
    if (signal?.aborted) return 'aborted';
    const remaining = deadline - clock.now();
    if (remaining <= 0) return 'timeout';
    await clock.wait(Math.min(intervalMs, remaining));
    if (signal?.aborted) return 'aborted';
    try {
      if (await check()) return 'ready';
    } catch {
      // not yet: a failed poll is retried on the next tick
    }
  }
}

/**
 * Exponential backoff: base, 2×base, 4×base … capped at `maxMs`. `attempt` counts from 0.
 */
export function backoffDelay(attempt: number, baseMs = 2000, maxMs = 30_000): number {
  const safe = Math.max(0, Math.floor(attempt));
  return Math.min(maxMs, baseMs * 2 ** Math.min(safe, 20));
}

/** How often a failed sandbox card looks again: the team may rebuild it or make a fake one meanwhile. */
export const SANDBOX_FAILED_REFRESH_MS = 15_000;

/**
 * The sandbox card refreshes while the sandbox is pending, backing off, and slowly while it failed
 * (its message promises that the status updates automatically); never once live.
 */
export function sandboxRefetchInterval(status: string | null | undefined, attempt: number): number | false {
  if (status === 'pending') return backoffDelay(attempt, 2000, 15_000);
  return status === 'failed' ? SANDBOX_FAILED_REFRESH_MS : false;
}
