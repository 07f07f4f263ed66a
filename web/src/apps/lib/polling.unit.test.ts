import { backoffDelay, pollUntil, sandboxRefetchInterval, type PollClock } from './polling';

function fakeClock(): PollClock & { waits: number[] } {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    wait: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  };
}

describe('pollUntil', () => {
  it('polls every second until the check passes', async () => {
    const clock = fakeClock();
    let calls = 0;
    const result = await pollUntil(async () => ++calls === 3, {}, clock);
    expect(result).toBe('ready');
    expect(calls).toBe(3);
    expect(clock.waits).toEqual([1000, 1000, 1000]);
  });

  it('gives up after 10 seconds', async () => {
    const clock = fakeClock();
    let calls = 0;
    const result = await pollUntil(
      async () => {
        calls += 1;
        return false;
      },
      {},
      clock,
    );
    expect(result).toBe('timeout');
    expect(calls).toBe(10);
    expect(clock.now()).toBe(10_000);
  });

  it('treats failing checks as not yet, and stops when aborted', async () => {
    const clock = fakeClock();
    let calls = 0;
    const ok = await pollUntil(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('network');
        return true;
      },
      {},
      clock,
    );
    expect(ok).toBe('ready');
    const controller = new AbortController();
    controller.abort();
    expect(await pollUntil(async () => true, { signal: controller.signal }, fakeClock())).toBe('aborted');
  });
});

describe('backoff', () => {
  it('doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a))).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffDelay(-3)).toBe(2000);
    expect(backoffDelay(1000)).toBe(30000);
  });

  it('refreshes the sandbox card while pending (backing off) and slowly while failed', () => {
    expect(sandboxRefetchInterval('pending', 0)).toBe(2000);
    expect(sandboxRefetchInterval('pending', 10)).toBe(15000);
    expect(sandboxRefetchInterval('live', 0)).toBe(false);
    expect(sandboxRefetchInterval('failed', 0)).toBe(15000);
    expect(sandboxRefetchInterval('failed', 10)).toBe(15000);
    expect(sandboxRefetchInterval(undefined, 0)).toBe(false);
  });
});
