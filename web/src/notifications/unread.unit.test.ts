import { isUnread, unreadCount, withRead } from './unread';

const list = [
  { id: 'a', read_at: null },
  { id: 'b', read_at: '2026-11-01T10:00:00.000Z' },
  { id: 'c', read_at: null },
];

describe('unread notifications', () => {
  it('counts those without read_at', () => {
    expect(unreadCount(list)).toBe(2);
    expect(unreadCount([])).toBe(0);
    expect(unreadCount(undefined)).toBe(0);
    expect(isUnread({ read_at: '' })).toBe(true);
  });

  it('marks one read without touching the others or an earlier read_at', () => {
    const next = withRead(list, 'a', '2026-11-02T00:00:00.000Z');
    expect(next.map((n) => n.read_at)).toEqual(['2026-11-02T00:00:00.000Z', '2026-11-01T10:00:00.000Z', null]);
    expect(withRead(list, 'b', '2026-11-03T00:00:00.000Z')[1]?.read_at).toBe('2026-11-01T10:00:00.000Z');
    expect(unreadCount(next)).toBe(1);
    expect(list[0]?.read_at).toBeNull();
  });
});
