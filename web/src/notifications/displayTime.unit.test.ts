import { clockTime, displayTime, fullDate, ordinal } from './displayTime';

// Local-time constructors keep the expectations independent of the machine's time zone.
const created = new Date(2026, 10, 3, 16, 5, 0); // November 3rd 2026, 4:05 pm
const after = (ms: number) => new Date(created.getTime() + ms);
const s = 1000;
const min = 60 * s;
const h = 60 * min;

describe('displayTime', () => {
  it('says "seconds ago" under one minute', () => {
    expect(displayTime(created, after(1))).toBe('seconds ago');
    expect(displayTime(created, after(59 * s))).toBe('seconds ago');
    expect(displayTime(created, after(59 * s + 999))).toBe('seconds ago');
  });

  it('counts minutes from 60 s to under 60 minutes', () => {
    expect(displayTime(created, after(60 * s))).toBe('1 minute ago');
    expect(displayTime(created, after(119 * s))).toBe('1 minute ago');
    expect(displayTime(created, after(2 * min))).toBe('2 minutes ago');
    expect(displayTime(created, after(59 * min))).toBe('59 minutes ago');
    expect(displayTime(created, after(59 * min + 59 * s))).toBe('59 minutes ago');
  });

  it('counts hours from 60 minutes to under 24 hours', () => {
    expect(displayTime(created, after(60 * min))).toBe('1 hour ago');
    expect(displayTime(created, after(2 * h))).toBe('2 hours ago');
    expect(displayTime(created, after(23 * h + 59 * min))).toBe('23 hours ago');
  });

  it('says "Yesterday at h:mm a" from 24 hours to under 48 hours', () => {
    expect(displayTime(created, after(24 * h))).toBe('Yesterday at 4:05 pm');
    expect(displayTime(created, after(47 * h + 59 * min))).toBe('Yesterday at 4:05 pm');
  });

  it('shows the full date from 48 hours on', () => {
    expect(displayTime(created, after(48 * h))).toBe('November 3rd 2026, at 4:05 pm');
    expect(displayTime(created, after(400 * 24 * h))).toBe('November 3rd 2026, at 4:05 pm');
  });

  it('shows the full date for a zero or negative age (clock skew, future dates)', () => {
    expect(displayTime(created, created)).toBe('November 3rd 2026, at 4:05 pm');
    expect(displayTime(created, after(-1))).toBe('November 3rd 2026, at 4:05 pm');
    expect(displayTime(created, after(-5 * h))).toBe('November 3rd 2026, at 4:05 pm');
  });

  it('accepts ISO strings and epoch milliseconds for now', () => {
    const iso = created.toISOString();
    expect(displayTime(iso, after(5 * min).getTime())).toBe('5 minutes ago');
  });

  it('returns an unparseable timestamp unchanged', () => {
    expect(displayTime('not a date', created)).toBe('not a date');
  });
});

describe('date parts', () => {
  it('builds moment-style ordinals', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 24, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '31st',
    ]);
  });

  it('formats h:mm a in lower case around midnight and noon', () => {
    expect(clockTime(new Date(2026, 0, 1, 0, 0))).toBe('12:00 am');
    expect(clockTime(new Date(2026, 0, 1, 0, 7))).toBe('12:07 am');
    expect(clockTime(new Date(2026, 0, 1, 11, 59))).toBe('11:59 am');
    expect(clockTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00 pm');
    expect(clockTime(new Date(2026, 0, 1, 23, 9))).toBe('11:09 pm');
  });

  it('formats MMMM Do YYYY, at h:mm a', () => {
    expect(fullDate(new Date(2027, 0, 22, 9, 30))).toBe('January 22nd 2027, at 9:30 am');
    expect(fullDate(new Date(2026, 11, 31, 23, 59))).toBe('December 31st 2026, at 11:59 pm');
  });
});
