/** Timing helpers shared by the shell (resize throttle) and forms (debounced checks). */

export interface Cancelable {
  cancel(): void;
}

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  now: () => number;
};

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Calls `fn` once `waitMs` have passed without another call; the last arguments win.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  timers: Timers = defaultTimers,
): ((...args: A) => void) & Cancelable {
  let handle: unknown;
  const debounced = (...args: A) => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = timers.setTimeout(() => {
      handle = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  return debounced;
}

/**
 * Calls `fn` at most once per `waitMs`: the first call runs at once (leading edge), further calls
 * inside the window are collapsed into one trailing call with the latest arguments.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  timers: Timers = defaultTimers,
): ((...args: A) => void) & Cancelable {
  let last = -Infinity;
  let handle: unknown;
  let pending: A | undefined;

  const run = (args: A) => {
    last = timers.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    const elapsed = timers.now() - last;
    if (elapsed >= waitMs && handle === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (handle === undefined) {
      handle = timers.setTimeout(
        () => {
          handle = undefined;
          const next = pending;
          pending = undefined;
          if (next) run(next);
        },
        Math.max(0, waitMs - elapsed),
      );
    }
  };
  throttled.cancel = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    pending = undefined;
  };
  return throttled;
}

/** Resolves after `ms`. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, ms));
}

/**
 * Runs `load`, retrying up to `retries` more times with `waitMs` between attempts. The last
 * failure is rethrown.
 */
export async function retry<T>(
  load: () => Promise<T>,
  retries: number,
  waitMs: number,
  wait: (ms: number) => Promise<void> = delay,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(waitMs);
    }
  }
}
