import type { BucketTemplate } from '../../buckets/bucket.events';
import { peekTemplates } from './peek';

const main: BucketTemplate = { name: 'main', fillType: 'count', intervalMs: 3_600_000, limit: 7200 };
const spike: BucketTemplate = { name: 'spike', fillType: 'count', intervalMs: 10_000, limit: 5 };
const tokens: BucketTemplate = { name: 'burst', fillType: 'quota', intervalMs: 1000, limit: 10 };

describe('peeking at a bucket without consuming', () => {
  const now = 1_700_000_003_000;

  it('counts the current fixed window and tells when it ends', () => {
    const window = Math.floor(now / 10_000);
    const [, s] = peekTemplates([main, spike], [Math.floor(now / 3_600_000), 7, window, 3], now);
    expect(s).toEqual({
      name: 'spike',
      fillType: 'count',
      intervalMs: 10_000,
      limit: 5,
      remaining: 2,
      resetMs: (window + 1) * 10_000 - now,
    });
  });

  it('ignores the count of a window that is over, and a bucket never used', () => {
    const [m, s] = peekTemplates([main, spike], [null, null, Math.floor(now / 10_000) - 1, 5], now);
    expect(m!.remaining).toBe(7200);
    expect(s!.remaining).toBe(5);
  });

  it('never answers a negative remaining when a limit was lowered below the count', () => {
    const [s] = peekTemplates([spike], [Math.floor(now / 10_000), 9], now);
    expect(s!.remaining).toBe(0);
  });

  it('refills a token bucket with the time passed since its last request', () => {
    const [t] = peekTemplates([tokens], [2.5, now - 500], now);
    // 2.5 tokens + 0.5 s × 10 per s = 7.5 → 7 whole requests left; full again in 250 ms.
    expect(t).toMatchObject({ remaining: 7, resetMs: 250 });
    const [full] = peekTemplates([tokens], [null, null], now);
    expect(full).toMatchObject({ remaining: 10, resetMs: 0 });
  });
});
