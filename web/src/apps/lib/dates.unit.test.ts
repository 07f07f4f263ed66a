import { formatLongDateTime, formatShortDate, formatShortDateTime, ordinal } from './dates';

describe('dates', () => {
  it('orders days like moment', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '30th',
      '31st',
    ]);
  });

  it("formats 'MMMM Do YYYY, h:mm:ss a' in local time", () => {
    expect(formatLongDateTime(new Date(2026, 10, 22, 6, 7, 9))).toBe('November 22nd 2026, 6:07:09 am');
    expect(formatLongDateTime(new Date(2026, 0, 1, 0, 0, 0))).toBe('January 1st 2026, 12:00:00 am');
    expect(formatLongDateTime(new Date(2026, 5, 13, 12, 30, 5))).toBe('June 13th 2026, 12:30:05 pm');
    expect(formatLongDateTime(new Date(2026, 5, 13, 23, 59, 59))).toBe('June 13th 2026, 11:59:59 pm');
  });

  it('falls back for missing or bad values', () => {
    expect(formatLongDateTime(null, 'Not Deleted')).toBe('Not Deleted');
    expect(formatLongDateTime('garbage', 'n/a')).toBe('n/a');
    expect(formatShortDate(undefined)).toBe('');
  });

  it('formats short dates', () => {
    expect(formatShortDate(new Date(2026, 10, 22, 6, 7, 9))).toBe('Nov 22, 2026');
    expect(formatShortDateTime(new Date(2026, 10, 22, 18, 7, 9))).toBe('Nov 22, 2026, 6:07 pm');
  });
});
