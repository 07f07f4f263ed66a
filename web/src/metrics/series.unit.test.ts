import { ApiError } from '../api/apiError';
import {
  activeCooldown,
  chartRows,
  dailyRows,
  formatDay,
  formatDuration,
  formatInstant,
  formatUtcTime,
  isDay,
  last30Days,
  reportFailureBody,
  tablePage,
  tickIndexes,
} from './series';

const agg = (rows: [string, number][]) => ({
  total_count: rows.reduce((sum, [, n]) => sum + n, 0),
  rows: rows.map(([date, count]) => ({ date, count })),
});

describe('dailyRows', () => {
  it('merges both series and fills the days between the first and the last with zeros', () => {
    const rows = dailyRows(
      agg([
        ['2026-02-27', 1],
        ['2026-03-02', 2],
      ]),
      agg([
        ['2026-02-28', 5],
        ['2026-03-02', 7],
      ]),
    );
    expect(rows).toEqual([
      { date: '2026-02-27', visits: 0, installs: 1 },
      { date: '2026-02-28', visits: 5, installs: 0 },
      { date: '2026-03-01', visits: 0, installs: 0 },
      { date: '2026-03-02', visits: 7, installs: 2 },
    ]);
  });

  it('is empty without data and ignores malformed days', () => {
    expect(dailyRows(agg([]), agg([]))).toEqual([]);
    expect(dailyRows(agg([['yesterday', 3]]), agg([]))).toEqual([]);
  });

  it('crosses a leap day and a year end', () => {
    const rows = dailyRows(agg([['2027-12-31', 1]]), agg([['2028-03-01', 1]]));
    expect(rows).toHaveLength(62);
    expect(rows.some((r) => r.date === '2028-02-29')).toBe(true);
  });
});

describe('chartRows', () => {
  it('draws a single day from a zero the day before', () => {
    expect(chartRows([{ date: '2026-03-01', visits: 3, installs: 1 }])).toEqual([
      { date: '2026-02-28', visits: 0, installs: 0 },
      { date: '2026-03-01', visits: 3, installs: 1 },
    ]);
  });
});

describe('tablePage', () => {
  it('pages newest first', () => {
    const days = Array.from({ length: 30 }, (_, i) => i);
    expect(tablePage(days, 1, 25)).toEqual(days.slice(5).reverse());
    expect(tablePage(days, 2, 25)).toEqual([4, 3, 2, 1, 0]);
  });
});

describe('tickIndexes', () => {
  it('keeps the first and the last and at most max ticks', () => {
    expect(tickIndexes(3)).toEqual([0, 1, 2]);
    const ticks = tickIndexes(730, 7);
    expect(ticks).toHaveLength(7);
    expect(ticks[0]).toBe(0);
    expect(ticks[6]).toBe(729);
  });
});

describe('formats', () => {
  it('formats a UTC day without the time zone', () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('formats how long until a bucket refills', () => {
    expect(formatDuration(30_000)).toBe('30 s');
    expect(formatDuration(42 * 60_000)).toBe('42 min');
    expect(formatDuration(65 * 60_000)).toBe('1 h 5 min');
  });

  it('names the cooldown end rounded up to the minute, as the server words its refusal', () => {
    expect(formatUtcTime('2026-12-02T14:35:57.427Z')).toBe('14:36');
    expect(formatUtcTime('2026-12-02T14:35:00.000Z')).toBe('14:35');
    expect(formatUtcTime('2026-12-02T23:59:30.000Z')).toBe('00:00');
  });

  it('names an install by the minute it happened in (as its CSV time reads), never the next day', () => {
    expect(formatInstant('2026-12-03T16:28:35Z')).toBe('Dec 3, 2026, 16:28 UTC');
    expect(formatInstant('2026-12-02T23:59:30.000Z')).toBe('Dec 2, 2026, 23:59 UTC');
  });
});

describe('activeCooldown', () => {
  it('is the end while it lies ahead', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(activeCooldown('2026-03-01T10:05:00Z', now)).toBe('2026-03-01T10:05:00Z');
    expect(activeCooldown('2026-03-01T09:55:00Z', now)).toBeNull();
    expect(activeCooldown(null, now)).toBeNull();
  });
});

describe('reportFailureBody', () => {
  const texts = { network: 'network', generic: 'generic' };
  it("shows the server's message, the network text, else the generic one", () => {
    expect(reportFailureBody(new ApiError(409, 'A report is already being generated.'), texts)).toBe(
      'A report is already being generated.',
    );
    expect(reportFailureBody(new ApiError(0, 'Network error'), texts)).toBe('network');
    expect(reportFailureBody(new ApiError(500, 'Server error'), texts)).toBe('generic');
    expect(reportFailureBody(new Error('boom'), texts)).toBe('generic');
  });
});

describe('last30Days', () => {
  it('ends today and starts 29 days before', () => {
    expect(last30Days(Date.parse('2026-03-10T23:59:00Z'))).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
  });
});
