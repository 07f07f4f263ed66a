import type { ReadModelChange } from '@portal/service-runtime';
import type { Pool } from 'pg';
import type { ChangeNotices } from '../../core/change-notices';
import { VisibleAnnouncements } from './visible-announcements';

const announcement = (id: string, showAfter: string | null = null) => ({
  id,
  rev: 1,
  title: `Title ${id}`,
  summary: 'S',
  body: 'B',
  critical: false,
  draft: false,
  show_after: showAfter,
  created_at: new Date('2026-03-01T10:00:00.000Z'),
  updated_at: new Date('2026-03-01T10:00:00.000Z'),
  deleted: false,
});
type AnnouncementRow = ReturnType<typeof announcement>;

/** A read table that answers reads from `rows` (filtered by show_after like the query) and counts them. */
const fakeStore = (rows: AnnouncementRow[]) => {
  const state = { scans: 0, release: null as (() => void) | null, hold: false };
  const pool = {
    query: async (_text: string, [day]: [string]) => {
      state.scans += 1;
      if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
      return { rows: rows.filter((r) => r.show_after === null || r.show_after <= day) };
    },
  } as unknown as Pool;
  return { pool, state };
};

const fakeNotices = () => {
  const listeners: ((change: ReadModelChange) => void)[] = [];
  const notices = { live: true, onChange: (listener: (change: ReadModelChange) => void) => listeners.push(listener) };
  const tell = (change: ReadModelChange) => listeners.forEach((listener) => listener(change));
  return { notices: notices as unknown as ChangeNotices, tell, raw: notices };
};

const NOON = new Date('2026-03-09T12:00:00.000Z');

describe('the projection’s visible announcements', () => {
  it('scans once per revision, and again after an announcement change any replica applied', async () => {
    const docs = [announcement('a1')];
    const { pool, state } = fakeStore(docs);
    const { notices, tell } = fakeNotices();
    const visible = new VisibleAnnouncements(pool, notices);
    expect((await visible.list(NOON)).map((i) => i.id)).toEqual(['a1']);
    await visible.list(NOON);
    expect(state.scans).toBe(1);

    tell({ category: 'apps.app', ids: ['x'] });
    await visible.list(NOON);
    expect(state.scans).toBe(1);

    docs.push(announcement('a2'));
    tell({ category: 'notifications.announcement', ids: ['a2'] });
    expect((await visible.list(NOON)).map((i) => i.id)).toEqual(['a1', 'a2']);
    expect(state.scans).toBe(2);
  });

  it('shares one scan between concurrent misses and keeps no scan a change overtook', async () => {
    const { pool, state } = fakeStore([announcement('a1')]);
    const { notices, tell } = fakeNotices();
    const visible = new VisibleAnnouncements(pool, notices);
    state.hold = true;
    const first = visible.list(NOON);
    const second = visible.list(NOON);
    await Promise.resolve();
    tell({ category: 'notifications.announcement', ids: ['a1'] });
    state.release?.();
    await Promise.all([first, second]);
    expect(state.scans).toBe(1);
    state.hold = false;
    await visible.list(NOON);
    expect(state.scans).toBe(2);
  });

  it('re-reads at 00:00 UTC, when show_after reveals the day’s announcements', async () => {
    const { pool, state } = fakeStore([announcement('a1'), announcement('tomorrow', '2026-03-10')]);
    const { notices } = fakeNotices();
    const visible = new VisibleAnnouncements(pool, notices);
    expect((await visible.list(new Date('2026-03-09T23:59:59.999Z'))).map((i) => i.id)).toEqual(['a1']);
    expect((await visible.list(new Date('2026-03-10T00:00:00.000Z'))).map((i) => i.id)).toEqual(['a1', 'tomorrow']);
    expect(state.scans).toBe(2);
  });

  it('keeps nothing while change notices are not flowing', async () => {
    const { pool, state } = fakeStore([announcement('a1')]);
    const { notices, raw } = fakeNotices();
    raw.live = false;
    const visible = new VisibleAnnouncements(pool, notices);
    await visible.list(NOON);
    await visible.list(NOON);
    expect(state.scans).toBe(2);
  });
});
