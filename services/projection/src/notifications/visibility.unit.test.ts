import type { AnnouncementDocument } from './notification.documents';
import { adminView, developerView, feedItemJson, feedItemText, utcDay, visibleByShowAfter } from './visibility';

const doc: AnnouncementDocument = {
  _id: 'a1',
  _rev: 2,
  title: 'T',
  summary: 'S',
  body: 'B',
  critical: false,
  draft: false,
  showAfter: '2026-03-10',
  createdAt: new Date('2026-03-01T10:00:00.000Z'),
  updatedAt: new Date('2026-03-02T10:00:00.000Z'),
  deleted: false,
};

describe('notification visibility at query time', () => {
  it('turns visible at 00:00 UTC of the show_after day, not a millisecond earlier', () => {
    expect(visibleByShowAfter('2026-03-10', new Date('2026-03-09T23:59:59.999Z'))).toBe(false);
    expect(visibleByShowAfter('2026-03-10', new Date('2026-03-10T00:00:00.000Z'))).toBe(true);
    expect(visibleByShowAfter(null, new Date('2026-03-10T00:00:00.000Z'))).toBe(true);
  });

  it('reads show_after against the UTC day', () => {
    expect(utcDay(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
  });

  it('gives admins visible (not a draft) and visible_by_show_after separately', () => {
    const before = new Date('2026-03-09T12:00:00.000Z');
    expect(adminView(doc, before)).toMatchObject({ visible: true, visible_by_show_after: false, show_after: '2026-03-10' });
    expect(adminView({ ...doc, draft: true, showAfter: null }, before)).toMatchObject({ visible: false, visible_by_show_after: true });
  });

  it('gives developers their own read_at or null', () => {
    expect(developerView(doc, undefined).read_at).toBeNull();
    expect(developerView(doc, new Date('2026-03-11T08:00:00.000Z'))).toEqual({
      id: 'a1',
      title: 'T',
      summary: 'S',
      body: 'B',
      critical: false,
      created_at: '2026-03-01T10:00:00.000Z',
      read_at: '2026-03-11T08:00:00.000Z',
    });
  });

  it('prepares each feed item once, byte for byte what the developer view serialises to', () => {
    const tricky = { ...doc, title: 'Quote " and \\ and \u2028 and ünïcode', body: '## Title\n\n- one' };
    const item = feedItemJson(tricky);
    expect(feedItemText(item, undefined)).toBe(JSON.stringify(developerView(tricky, undefined)));
    const readAt = new Date('2026-03-11T08:00:00.000Z');
    expect(feedItemText(item, readAt)).toBe(JSON.stringify(developerView(tricky, readAt)));
  });
});
