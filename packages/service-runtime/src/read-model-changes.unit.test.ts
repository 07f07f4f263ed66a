import { changeOf, encodeChange, EVERYTHING_CHANGED, keysHitBy, parseChange, ReadModelChangeFeed } from './read-model-changes';
import { EventEmitter } from 'node:events';

describe('read-model change notices', () => {
  it('name the event category and every id the event data carries', () => {
    const change = changeOf({
      type: 'notifications.read_state.announcement_read',
      streamId: 'read-state-dev-1',
      data: { developerId: 'dev-1', announcementId: 'a-1', readAt: '2026-01-01T00:00:00.000Z', empty: '' },
    });
    expect(change).toEqual({ category: 'notifications.read_state', ids: ['read-state-dev-1', 'dev-1', 'a-1'] });
    expect(keysHitBy(change)).toEqual([
      'notifications.read_state',
      'notifications.read_state:read-state-dev-1',
      'notifications.read_state:dev-1',
      'notifications.read_state:a-1',
    ]);
  });

  it('round-trip, and an unreadable notice means everything changed', () => {
    const change = { category: 'apps.app', ids: ['app-1'] };
    expect(parseChange(encodeChange(change))).toEqual(change);
    expect(parseChange('not json')).toEqual(EVERYTHING_CHANGED);
    expect(parseChange('{"category":"apps.app","ids":[1]}')).toEqual(EVERYTHING_CHANGED);
    expect(keysHitBy(EVERYTHING_CHANGED)).toBeNull();
  });

  it('are followed only while subscribed; every (re)subscription and disconnect clears the caches', async () => {
    const connection = Object.assign(new EventEmitter(), { subscribe: jest.fn(async () => 1) });
    const seen: unknown[] = [];
    const feed = new ReadModelChangeFeed(connection, (change) => seen.push(change));
    expect(feed.live).toBe(false);
    connection.emit('ready');
    await Promise.resolve();
    await Promise.resolve();
    expect(feed.live).toBe(true);
    connection.emit('message', 'portal:read-model-changes', encodeChange({ category: 'apps.app', ids: ['x'] }));
    connection.emit('message', 'another-channel', 'ignored');
    connection.emit('close');
    expect(feed.live).toBe(false);
    expect(seen).toEqual([EVERYTHING_CHANGED, { category: 'apps.app', ids: ['x'] }, EVERYTHING_CHANGED]);
  });
});
