import { eventually, infra, signedUpDeveloper, testEnv, waitForMailsMatching } from '@portal/test-kit';
import IORedis from 'ioredis';
import { expectNothingLostAndNoErrors, faultUnderLoad } from './fault-under-load';
import { sleep } from './read-models-at-one-position';

interface App {
  id: string;
  sandbox: { id: string; status: string } | null;
}

/**
 * Redis holds sessions (docs/decisions.md, "Sessions") and the BullMQ queues. It runs with its
 * append-only file on (scripts/lib/redis.mjs), so a restart keeps both: a session signed in before is
 * still signed in after, and a job queued before (a delayed sandbox build, then its mail) completes.
 */
describe('Redis restarted under load', () => {
  const redis = new IORedis(testEnv.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(async () => {
    await infra('start', 'redis');
    redis.disconnect();
  });

  /** The delayed BullMQ job of a sandbox build is in Redis. */
  const buildQueued = async (sandboxId: string): Promise<boolean> => {
    if (redis.status === 'wait') await redis.connect();
    const delayed = await redis.zrange('portal:sandbox-builds:delayed', 0, -1);
    for (const id of delayed) {
      if ((await redis.hget(`portal:sandbox-builds:${id}`, 'data'))?.includes(sandboxId)) return true;
    }
    return false;
  };

  it('keeps sessions and queued jobs, answers 503 with Retry-After meanwhile, and loses nothing', async () => {
    const owner = await signedUpDeveloper('redis');
    // A slow build waits 30 s in the queue: it is still there when Redis goes down.
    const created = await owner.session.post<App>('/api/v1/developer_apps', { internal_name: 'Chaos [sandbox-slow] build' });
    expect(created.status).toBe(201);
    const sandboxId = created.body.sandbox!.id;
    await eventually(() => buildQueued(sandboxId), 15_000, 200);

    const result = await faultUnderLoad('redis-restart', async () => {
      await infra('stop', 'redis');
      await sleep(5000);
      await infra('start', 'redis');
    });
    expectNothingLostAndNoErrors(result);

    // The session signed in before the restart still is (the load's eight sessions kept working too: a 401 is a violation).
    const me = await owner.session.get<{ id: string }>('/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(owner.id);
    // The build queued before the restart ran, and its mail went out through the mail queue.
    await eventually(
      async () => (await owner.session.get<App>(`/api/v1/developer_apps/${created.body.id}`)).body.sandbox?.status === 'live',
      90_000,
      1000,
    );
    const ready = await waitForMailsMatching(owner.email, (m) => m.subject === 'Your sandbox is ready', 1, 60_000);
    expect(ready).toHaveLength(1);
  });
});
