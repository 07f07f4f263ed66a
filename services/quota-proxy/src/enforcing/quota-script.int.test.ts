import { Redis } from 'ioredis';
import { testEnv, uniqueId } from '@portal/test-kit';
import type { BucketTemplate } from '../buckets/bucket.events';
import { stateValues } from './bucket-state';
import type { Match } from './matching';
import { bucketKey, checkQuota, defineQuotaScript } from './quota-script';

const count = (name: string, intervalMs: number, limit: number): BucketTemplate => ({ name, fillType: 'count', intervalMs, limit });

/** The script against the real Redis: what it keeps, and for how long. */
describe('the quota script', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testEnv.redisUrl);
    defineQuotaScript(redis);
  });
  afterAll(() => redis.quit());

  const match = (templates: readonly BucketTemplate[], key = uniqueId('q:script')): Match => ({ key, name: 'script', templates });

  it('sets the TTL on a new key and keeps it while no window begins; a token taken sets it again', async () => {
    const counted = match([count('main', 3_600_000, 100), count('spike', 600_000, 100)]);
    await checkQuota(redis, counted);
    const first = await redis.pttl(bucketKey(counted));
    expect(first).toBeGreaterThan(3_600_000);
    await redis.pexpire(bucketKey(counted), 3_000_000);
    await checkQuota(redis, counted);
    expect(await redis.pttl(bucketKey(counted))).toBeLessThanOrEqual(3_000_000);

    const tokens = match([{ name: 'burst', fillType: 'quota', intervalMs: 60_000, limit: 10 }]);
    await checkQuota(redis, tokens);
    await redis.pexpire(bucketKey(tokens), 5_000);
    await checkQuota(redis, tokens);
    expect(await redis.pttl(bucketKey(tokens))).toBeGreaterThan(60_000);
  });

  it('counts templates whose names hold the separators apart', async () => {
    const odd = [count('a=b;c', 60_000, 3), count('a', 60_000, 2), count('x|y:z,w', 60_000, 4)];
    const bucket = match(odd);
    await checkQuota(redis, bucket);
    const second = await checkQuota(redis, bucket);
    expect(second.templates.map((t) => t.remaining)).toEqual([1, 0, 2]);
    expect((await checkQuota(redis, bucket)).allowed).toBe(false);
    expect(stateValues(await redis.getBuffer(bucketKey(bucket)), odd).filter((_, i) => i % 2 === 1)).toEqual([2, 2, 2]);
  });

  it('keeps the count of a template a redefinition keeps, and starts a renamed one afresh', async () => {
    const key = uniqueId('q:script');
    await checkQuota(redis, match([count('main', 60_000, 5), count('spike', 60_000, 5)], key));
    await checkQuota(redis, match([count('main', 60_000, 5), count('spike', 60_000, 5)], key));
    const redefined = await checkQuota(redis, match([count('spike', 60_000, 10), count('burst', 60_000, 5)], key));
    expect(redefined.templates.map((t) => [t.template.name, t.remaining])).toEqual([
      ['spike', 7],
      ['burst', 4],
    ]);
  });
});
