import { checkAnnouncement, isCalendarDate, MESSAGES } from './announcement.rules';
import { utcDay, visibleByShowAfter, visibleToDevelopers } from './visibility';

const complete = { title: 'Title', summary: 'Summary', body: '# Body', critical: false, draft: false, showAfter: null };

describe('announcement rules', () => {
  it('accepts a complete announcement and trims title and summary', () => {
    expect(checkAnnouncement({ ...complete, title: '  T  ', summary: ' S ' })).toEqual({
      content: { title: 'T', summary: 'S', body: '# Body', critical: false, draft: false, showAfter: null },
      problems: {},
    });
  });

  it('names every missing or blank required field with its message', () => {
    expect(checkAnnouncement({ ...complete, title: '', summary: '   ', body: '\n' }).problems).toEqual({
      title: ['Title is required'],
      summary: ['Summary is required'],
      body: ['Body is required'],
    });
  });

  it.each(['2026-1-05', '05/01/2026', '2026-13-01', '2026-02-30', '2026-02-29', 'tomorrow', '2026-01-01T00:00:00Z'])(
    'refuses show_after %s',
    (showAfter) => {
      expect(checkAnnouncement({ ...complete, showAfter }).problems).toEqual({ show_after: [MESSAGES.showAfterFormat] });
      expect(MESSAGES.showAfterFormat).toBe('Show after must be a date in the format YYYY-mm-dd');
    },
  );

  it.each(['2026-03-10', '2028-02-29', ' 2026-12-31 '])('accepts show_after %s', (showAfter) => {
    expect(checkAnnouncement({ ...complete, showAfter }).content.showAfter).toBe(showAfter.trim());
  });

  it('treats an empty show_after as none', () => {
    expect(checkAnnouncement({ ...complete, showAfter: '' }).content.showAfter).toBeNull();
  });

  it('forces show_after empty and draft off for a critical announcement, whatever was sent', () => {
    expect(checkAnnouncement({ ...complete, critical: true, draft: true, showAfter: 'not a date' })).toEqual({
      content: { title: 'Title', summary: 'Summary', body: '# Body', critical: true, draft: false, showAfter: null },
      problems: {},
    });
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('0000-00-00')).toBe(false);
  });
});

describe('visibility by show_after (UTC days)', () => {
  it('hides an announcement until 00:00 UTC of its show_after day', () => {
    expect(visibleByShowAfter('2026-03-10', new Date('2026-03-09T23:59:59.999Z'))).toBe(false);
    expect(visibleByShowAfter('2026-03-10', new Date('2026-03-10T00:00:00.000Z'))).toBe(true);
    expect(visibleByShowAfter('2026-03-10', new Date('2026-03-11T12:00:00.000Z'))).toBe(true);
    expect(visibleByShowAfter(null, new Date('2000-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('crosses year boundaries', () => {
    expect(utcDay(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(visibleByShowAfter('2027-01-01', new Date('2026-12-31T23:59:59.999Z'))).toBe(false);
    expect(visibleByShowAfter('2027-01-01', new Date('2027-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('hides drafts and deleted announcements from developers', () => {
    const now = new Date('2026-03-10T00:00:00.000Z');
    const published = { exists: true, deleted: false, draft: false, showAfter: null };
    expect(visibleToDevelopers(published, now)).toBe(true);
    expect(visibleToDevelopers({ ...published, draft: true }, now)).toBe(false);
    expect(visibleToDevelopers({ ...published, deleted: true }, now)).toBe(false);
    expect(visibleToDevelopers({ ...published, exists: false }, now)).toBe(false);
    expect(visibleToDevelopers({ ...published, showAfter: '2026-03-11' }, now)).toBe(false);
  });
});
