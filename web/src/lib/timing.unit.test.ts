import { debounce, retry, throttle } from './timing';

function fakeClock() {
  let now = 0;
  let nextId = 1;
  const queue = new Map<number, { at: number; fn: () => void }>();
  return {
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        const id = nextId++;
        queue.set(id, { at: now + ms, fn });
        return id;
      },
      clearTimeout: (id: unknown) => {
        queue.delete(id as number);
      },
      now: () => now,
    },
    advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = [...queue.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        queue.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = target;
    },
  };
}

describe('debounce', () => {
  it('calls once with the last arguments after the quiet period', () => {
    const clock = fakeClock();
    const calls: string[] = [];
    const fn = debounce((v: string) => calls.push(v), 300, clock.timers);
    fn('a');
    clock.advance(200);
    fn('ab');
    clock.advance(299);
    expect(calls).toEqual([]);
    clock.advance(1);
    expect(calls).toEqual(['ab']);
  });

  it('can be cancelled', () => {
    const clock = fakeClock();
    const calls: string[] = [];
    const fn = debounce((v: string) => calls.push(v), 500, clock.timers);
    fn('x');
    fn.cancel();
    clock.advance(1000);
    expect(calls).toEqual([]);
  });
});

describe('throttle', () => {
  it('runs the first call at once and collapses a burst into one trailing call', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    const fn = throttle((v: number) => calls.push(v), 300, clock.timers);
    fn(1);
    expect(calls).toEqual([1]);
    clock.advance(50);
    fn(2);
    clock.advance(50);
    fn(3);
    expect(calls).toEqual([1]);
    clock.advance(200);
    expect(calls).toEqual([1, 3]);
  });

  it('runs again immediately after the window has passed', () => {
    const clock = fakeClock();
    const calls: number[] = [];
    const fn = throttle((v: number) => calls.push(v), 300, clock.timers);
    fn(1);
    clock.advance(400);
    fn(2);
    expect(calls).toEqual([1, 2]);
  });
});

describe('retry', () => {
  it('retries twice with the given wait, then rethrows', async () => {
    let attempts = 0;
    const waits: number[] = [];
    const failing = () => {
      attempts += 1;
      return Promise.reject(new Error(`fail ${attempts}`));
    };
    await expect(
      retry(failing, 2, 300, (ms) => {
        waits.push(ms);
        return Promise.resolve();
      }),
    ).rejects.toThrow('fail 3');
    expect(attempts).toBe(3);
    expect(waits).toEqual([300, 300]);
  });

  it('resolves as soon as an attempt succeeds', async () => {
    let attempts = 0;
    const flaky = () => {
      attempts += 1;
      return attempts < 2 ? Promise.reject(new Error('no')) : Promise.resolve('ok');
    };
    await expect(retry(flaky, 2, 300, () => Promise.resolve())).resolves.toBe('ok');
    expect(attempts).toBe(2);
  });
});
