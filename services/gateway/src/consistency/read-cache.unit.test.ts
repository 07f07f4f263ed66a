import { ReadCache, type CachedAnswer } from './read-cache';

const answer = (body: string, dependsOn: string[], validUntil = Number.POSITIVE_INFINITY): CachedAnswer => ({
  body: Buffer.from(body),
  headers: {},
  dependsOn,
  validUntil,
});

const liveCache = (maxEntries?: number, maxBytes?: number) => {
  const state = { live: true };
  return { cache: new ReadCache(() => state.live, maxEntries, maxBytes), state };
};

describe('the gateway read cache', () => {
  it('serves a kept answer until a change notice hits one of its dependencies', () => {
    const { cache } = liveCache();
    cache.end(cache.begin(100), 'feed:dev-1', answer('[1]', ['notifications.announcement', 'notifications.read_state:dev-1']));
    cache.end(cache.begin(100), 'feed:dev-2', answer('[2]', ['notifications.announcement', 'notifications.read_state:dev-2']));
    expect(cache.get('feed:dev-1', 200, 0)?.body.toString()).toBe('[1]');

    cache.changed(['notifications.read_state', 'notifications.read_state:dev-1']);
    expect(cache.get('feed:dev-1', 200, 0)).toBeNull();
    // Another developer's read state is theirs alone.
    expect(cache.get('feed:dev-2', 200, 0)?.body.toString()).toBe('[2]');

    cache.changed(['notifications.announcement', 'notifications.announcement:a-9']);
    expect(cache.get('feed:dev-2', 200, 0)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer fetched while something it depends on changed', () => {
    const { cache } = liveCache();
    const ticket = cache.begin(100);
    cache.changed(['apps.app:app-1']);
    cache.end(ticket, 'app:app-1', answer('{"v":1}', ['apps.app:app-1']));
    expect(cache.get('app:app-1', 200, 0)).toBeNull();

    // A change elsewhere does not cost the answer.
    const next = cache.begin(300);
    cache.changed(['apps.app:app-2']);
    cache.end(next, 'app:app-1', answer('{"v":2}', ['apps.app:app-1']));
    expect(cache.get('app:app-1', 400, 0)?.body.toString()).toBe('{"v":2}');
  });

  it('keeps nothing from before a clear, and drops everything on one', () => {
    const { cache } = liveCache();
    cache.end(cache.begin(100), 'a', answer('a', ['x']));
    const ticket = cache.begin(150);
    cache.changed(null);
    cache.end(ticket, 'b', answer('b', ['y']));
    expect(cache.get('a', 200, 0)).toBeNull();
    expect(cache.get('b', 200, 0)).toBeNull();
  });

  it('serves a session only answers fetched after its own writes were applied', () => {
    const { cache } = liveCache();
    cache.end(cache.begin(1000), 'feed:dev-1', answer('[old]', ['notifications.announcement']));
    expect(cache.get('feed:dev-1', 2000, 999)?.body.toString()).toBe('[old]');
    expect(cache.get('feed:dev-1', 2000, 1000)).toBeNull();
    expect(cache.get('feed:dev-1', 2000, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('stops serving at validUntil (the next UTC day for the feed)', () => {
    const { cache } = liveCache();
    cache.end(cache.begin(100), 'feed:dev-1', answer('[1]', ['notifications.announcement'], 500));
    expect(cache.get('feed:dev-1', 499, 0)?.body.toString()).toBe('[1]');
    expect(cache.get('feed:dev-1', 500, 0)).toBeNull();
  });

  it('neither keeps nor serves while change notices are not flowing', () => {
    const { cache, state } = liveCache();
    cache.end(cache.begin(100), 'a', answer('a', ['x']));
    state.live = false;
    expect(cache.get('a', 200, 0)).toBeNull();
    cache.end(cache.begin(200), 'b', answer('b', ['y']));
    state.live = true;
    expect(cache.get('b', 300, 0)).toBeNull();
  });

  it('is bounded: the oldest kept answer goes first', () => {
    const { cache } = liveCache(2);
    for (const key of ['a', 'b', 'c']) cache.end(cache.begin(100), key, answer(key, [`dep:${key}`]));
    expect(cache.size).toBe(2);
    expect(cache.get('a', 200, 0)).toBeNull();
    expect(cache.get('c', 200, 0)?.body.toString()).toBe('c');
    // Dependencies of evicted answers are forgotten with them.
    cache.changed(['dep:a']);
    expect(cache.size).toBe(2);
  });

  it('is bounded in bytes too', () => {
    const { cache } = liveCache(100, 10);
    cache.end(cache.begin(100), 'a', answer('123456', ['x']));
    cache.end(cache.begin(100), 'b', answer('7890', ['y']));
    expect(cache.sizeInBytes).toBe(10);
    cache.end(cache.begin(100), 'c', answer('12', ['z']));
    expect(cache.get('a', 200, 0)).toBeNull();
    expect(cache.sizeInBytes).toBe(6);
    cache.changed(null);
    expect(cache.sizeInBytes).toBe(0);
  });
});
