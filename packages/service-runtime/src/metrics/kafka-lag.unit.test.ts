import type { ConsumerOffsetSnapshot } from '@portal/eventsourcing';
import { CachedLag, consumerLag, OFFSETS_CACHE_MS, OFFSETS_STALE_MS } from './kafka-lag';

const snapshot = (overrides: Partial<ConsumerOffsetSnapshot> = {}): ConsumerOffsetSnapshot => ({
  groupId: 'g',
  assigned: [
    { topic: 't', partition: 0 },
    { topic: 't', partition: 1 },
  ],
  ends: [
    { topic: 't', partition: 0, low: 0, high: 100 },
    { topic: 't', partition: 1, low: 10, high: 50 },
    { topic: 't', partition: 2, low: 0, high: 70 },
  ],
  committed: [
    { topic: 't', partition: 0, offset: 90 },
    { topic: 't', partition: 1, offset: -1 },
    { topic: 't', partition: 2, offset: 0 },
  ],
  ...overrides,
});

describe('consumerLag', () => {
  it('is end offset minus committed offset on the partitions assigned to this member', () => {
    expect(consumerLag(snapshot(), new Map())).toEqual([
      { topic: 't', partition: 0, lag: 10 },
      // Nothing committed yet: the group starts at the log start.
      { topic: 't', partition: 1, lag: 40 },
    ]);
  });

  it('uses the processed offset when it is ahead of the last commit', () => {
    expect(consumerLag(snapshot(), new Map([['t:0', 97]]))[0]).toEqual({ topic: 't', partition: 0, lag: 3 });
  });

  it('uses the committed offset when it is ahead of what this member processed (skipped, or rebalanced)', () => {
    expect(consumerLag(snapshot(), new Map([['t:0', 40]]))[0]).toEqual({ topic: 't', partition: 0, lag: 10 });
  });

  it('is never negative (end offsets cached, processed offsets live)', () => {
    expect(consumerLag(snapshot(), new Map([['t:0', 105]]))[0]).toEqual({ topic: 't', partition: 0, lag: 0 });
  });

  it('leaves out partitions without a known end and reports nothing before the group join', () => {
    expect(consumerLag(snapshot({ assigned: [{ topic: 'other', partition: 0 }] }), new Map())).toEqual([]);
    expect(consumerLag(snapshot({ assigned: [] }), new Map())).toEqual([]);
  });
});

describe('CachedLag', () => {
  const source = (fetch: () => Promise<ConsumerOffsetSnapshot>) => ({
    groupId: 'g',
    processedOffsets: new Map<string, number>(),
    offsetSnapshot: jest.fn(fetch),
  });

  it('fetches offsets at most once per cache period', async () => {
    let now = 0;
    const consumer = source(async () => snapshot());
    const cache = new CachedLag(consumer, () => now);
    await cache.lags(100);
    now = OFFSETS_CACHE_MS - 1;
    await cache.lags(100);
    expect(consumer.offsetSnapshot).toHaveBeenCalledTimes(1);
    now = OFFSETS_CACHE_MS;
    await cache.lags(100);
    expect(consumer.offsetSnapshot).toHaveBeenCalledTimes(2);
  });

  it('answers with the previous snapshot while Kafka is slow or down, and nothing once it is stale', async () => {
    let now = 0;
    let fail = false;
    const consumer = source(async () => {
      if (fail) throw new Error('broker down');
      return snapshot();
    });
    const cache = new CachedLag(consumer, () => now);
    expect(await cache.lags(100)).toHaveLength(2);
    fail = true;
    now = OFFSETS_CACHE_MS + 1;
    expect(await cache.lags(100)).toHaveLength(2);
    now = OFFSETS_STALE_MS + 1;
    expect(await cache.lags(100)).toEqual([]);
  });

  it('does not wait longer than asked for a hanging admin call', async () => {
    const consumer = source(() => new Promise<ConsumerOffsetSnapshot>(() => undefined));
    const started = Date.now();
    expect(await new CachedLag(consumer).lags(50)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
