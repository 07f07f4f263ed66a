import { platformClient } from '@portal/test-kit';
import { privateRedis, spawnProxy, type Running } from '../testing/platform-clients.testing';

const get = (proxy: Running, token: string) =>
  fetch(`${proxy.url}/platform/Production_US01/rest/v1.0/companies`, { headers: { authorization: `Bearer ${token}` } });

/**
 * Redis stopped under two proxies (their own Redis, so the stack's stays up): the default policy
 * (fail-open) forwards without a limit, the configured fail-closed one answers 503; both recover
 * when Redis is back.
 */
describe('the quota failure policy when Redis is down', () => {
  let redis: Running;
  let open: Running;
  let closed: Running;
  let token: string;

  beforeAll(async () => {
    redis = await privateRedis();
    [open, closed] = await Promise.all([
      spawnProxy({ QUOTA_REDIS_URL: redis.url }),
      spawnProxy({ QUOTA_REDIS_URL: redis.url, QUOTA_FAILURE_POLICY: 'closed' }),
    ]);
    token = await (await platformClient('quota-policy')).token();
  }, 90000);

  afterAll(async () => {
    await Promise.all([open?.stop(), closed?.stop(), redis?.stop()]);
  });

  it('forwards unmetered by default and refuses with 503 when configured closed; limits again once Redis is back', async () => {
    for (const proxy of [open, closed]) {
      const metered = await get(proxy, token);
      expect(metered.status).toBe(200);
      expect(metered.headers.get('ratelimit-policy')).toContain('"spike"');
    }

    await redis.stop();

    const forwarded = await get(open, token);
    expect(forwarded.status).toBe(200);
    expect(forwarded.headers.get('ratelimit-policy')).toBeNull();
    expect(await forwarded.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1001 })]));

    const started = Date.now();
    const refused = await get(closed, token);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { message: string }).message).toBe('Rate limiting is unavailable; try again shortly');
    // Never a request hanging on a Redis that is away: the policy answers within the command timeout.
    expect(Date.now() - started).toBeLessThan(2000);

    const port = new URL(redis.url).port;
    redis = await privateRedis(Number(port));
    for (const proxy of [open, closed]) {
      const back = await (async () => {
        for (let i = 0; i < 50; i++) {
          const response = await get(proxy, token);
          if (response.status === 200 && response.headers.get('ratelimit-policy')) return response;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return null;
      })();
      expect(back).not.toBeNull();
    }
  }, 60000);
});
