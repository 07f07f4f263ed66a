import { once } from 'node:events';
import { Redis } from 'ioredis';
import { testEnv, uniqueId } from '@portal/test-kit';
import type { BucketTemplate } from '../buckets/bucket.events';
import type { Match } from './matching';
import { QuotaBatcher } from './quota-batcher';
import { stateValues } from './bucket-state';
import { bucketKey, checkQuota, defineQuotaScript } from './quota-script';

const templates: readonly BucketTemplate[] = [
  { name: 'main', fillType: 'quota', intervalMs: 3_600_000, limit: 7 },
  { name: 'spike', fillType: 'count', intervalMs: 60_000, limit: 5 },
];

/** The group-commit batcher against the real Redis: the same decisions, in the same order, as one call per request. */
describe('quota checks batched per bucket', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testEnv.redisUrl);
    defineQuotaScript(redis);
  });
  afterAll(() => redis.quit());

  const match = (): Match => ({ key: uniqueId('q:batch'), name: 'batch', templates });

  /** A batcher whose script calls are counted. */
  const counted = (): { batcher: QuotaBatcher; calls: () => number } => {
    let calls = 0;
    type Scripted = Redis & { quotaCheck: (...args: unknown[]) => Promise<number[]> };
    const counting = Object.create(redis) as Scripted;
    counting.quotaCheck = (...args: unknown[]) => ((calls += 1), (redis as Scripted).quotaCheck(...args));
    return { batcher: new QuotaBatcher(counting), calls: () => calls };
  };

  it('admits exactly the limit of 40 concurrent requests, the first ones, and counts no refused one', async () => {
    const bucket = match();
    const batcher = new QuotaBatcher(redis);
    const decisions = await Promise.all(Array.from({ length: 40 }, () => batcher.check(bucket)));
    expect(decisions.map((d) => d.allowed)).toEqual(Array.from({ length: 40 }, (_, i) => i < 5));
    expect(decisions.slice(0, 5).map((d) => d.deciding.remaining)).toEqual([4, 3, 2, 1, 0]);
    const refused = decisions[5]!;
    expect(refused.deciding.template.name).toBe('spike');
    expect(refused.deciding.resetMs).toBeGreaterThan(0);
    // Refusals consumed nothing: the main template still holds 7 − 5 tokens.
    const [main] = stateValues(await redis.getBuffer(bucketKey(bucket)), bucket.templates);
    expect(Math.floor(main!)).toBe(2);
  });

  it('decides the requests that arrive together in one script call', async () => {
    const { batcher, calls } = counted();
    const bucket = match();
    const decisions = await Promise.all(Array.from({ length: 3 }, () => batcher.check(bucket)));
    expect(decisions.map((d) => d.deciding.remaining)).toEqual([4, 3, 2]);
    expect(calls()).toBe(1);
  });

  it('holds a check back for company: requests arriving within the hold share its call, in arrival order', async () => {
    const { batcher, calls } = counted();
    const bucket = match();
    const first = batcher.check(bucket, 30);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = batcher.check(bucket, 30);
    const decisions = await Promise.all([first, second]);
    expect(decisions.map((d) => d.deciding.remaining)).toEqual([4, 3]);
    expect(calls()).toBe(1);
  });

  it('sends a held call at once when a request needs its decision now, or when hurried', async () => {
    const { batcher, calls } = counted();
    const bucket = match();
    const started = Date.now();
    const held = batcher.check(bucket, 10_000);
    const urgent = batcher.check(bucket);
    expect((await Promise.all([held, urgent])).map((d) => d.deciding.remaining)).toEqual([4, 3]);
    expect(calls()).toBe(1);

    const waiting = batcher.check(bucket, 10_000);
    batcher.hurry(bucket);
    expect((await waiting).deciding.remaining).toBe(2);
    expect(calls()).toBe(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends a request that needs its decision while a call is out, without waiting for that answer; order holds', async () => {
    const { batcher, calls } = counted();
    const bucket = match();
    const first = batcher.check(bucket);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls()).toBe(1);
    const second = batcher.check(bucket);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls()).toBe(2);
    expect((await Promise.all([first, second])).map((d) => d.deciding.remaining)).toEqual([4, 3]);

    // Twelve requests, each in a turn of its own: whatever the calls out, decided in arrival order.
    const another = match();
    const pending: Promise<{ allowed: boolean; deciding: { remaining: number } }>[] = [];
    for (let i = 0; i < 12; i += 1) {
      pending.push(batcher.check(another));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const decisions = await Promise.all(pending);
    expect(decisions.map((d) => d.allowed)).toEqual(Array.from({ length: 12 }, (_, i) => i < 5));
    expect(decisions.slice(0, 5).map((d) => d.deciding.remaining)).toEqual([4, 3, 2, 1, 0]);
  });

  it('decides a batch exactly as the same requests sent one by one', async () => {
    const one = match();
    const batched = match();
    const sequential: boolean[] = [];
    for (let i = 0; i < 9; i += 1) sequential.push((await checkQuota(redis, one)).allowed);
    const batcher = new QuotaBatcher(redis);
    const together = await Promise.all(Array.from({ length: 9 }, () => batcher.check(batched)));
    expect(together.map((d) => d.allowed)).toEqual(sequential);
  });

  it('rejects every waiting request when Redis fails, and serves the next ones', async () => {
    const broken = new Redis(testEnv.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    defineQuotaScript(broken);
    const batcher = new QuotaBatcher(broken);
    const bucket = match();
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => batcher.check(bucket)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    if (broken.status === 'wait') await broken.connect();
    else if (broken.status !== 'ready') await once(broken, 'ready');
    await expect(batcher.check(bucket)).resolves.toMatchObject({ allowed: true });
    await broken.quit();
  });
});
