import type { ReadModelChange } from '@portal/service-runtime';
import type { Connection } from 'mongoose';
import type { ChangeNotices } from '../../core/change-notices';
import type { AnnouncementDocument } from '../notification.documents';
import { VisibleAnnouncements } from './visible-announcements';

const announcement = (id: string, showAfter: string | null = null): AnnouncementDocument => ({
  _id: id,
  _rev: 1,
  title: `Title ${id}`,
  summary: 'S',
  body: 'B',
  critical: false,
  draft: false,
  showAfter,
  createdAt: new Date('2026-03-01T10:00:00.000Z'),
  updatedAt: new Date('2026-03-01T10:00:00.000Z'),
  deleted: false,
});

/** A store that answers scans from `docs` (filtered by show_after like the query) and counts them. */
const fakeStore = (docs: AnnouncementDocument[]) => {
  const state = { scans: 0, release: null as (() => void) | null, hold: false };
  const mongo = {
    collection: () => ({
      find: (filter: { $or: [unknown, { showAfter: { $lte: string } }] }) => ({
        sort: () => ({
          toArray: async () => {
            state.scans += 1;
            if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
            const day = filter.$or[1].showAfter.$lte;
            return docs.filter((d) => d.showAfter === null || d.showAfter <= day);
          },
        }),
      }),
    }),
  } as unknown as Connection;
  return { mongo, state };
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
    const { mongo, state } = fakeStore(docs);
    const { notices, tell } = fakeNotices();
    const visible = new VisibleAnnouncements(mongo, notices);
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
    const { mongo, state } = fakeStore([announcement('a1')]);
    const { notices, tell } = fakeNotices();
    const visible = new VisibleAnnouncements(mongo, notices);
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
    const { mongo, state } = fakeStore([announcement('a1'), announcement('tomorrow', '2026-03-10')]);
    const { notices } = fakeNotices();
    const visible = new VisibleAnnouncements(mongo, notices);
    expect((await visible.list(new Date('2026-03-09T23:59:59.999Z'))).map((i) => i.id)).toEqual(['a1']);
    expect((await visible.list(new Date('2026-03-10T00:00:00.000Z'))).map((i) => i.id)).toEqual(['a1', 'tomorrow']);
    expect(state.scans).toBe(2);
  });

  it('keeps nothing while change notices are not flowing', async () => {
    const { mongo, state } = fakeStore([announcement('a1')]);
    const { notices, raw } = fakeNotices();
    raw.live = false;
    const visible = new VisibleAnnouncements(mongo, notices);
    await visible.list(NOON);
    await visible.list(NOON);
    expect(state.scans).toBe(2);
  });
});
