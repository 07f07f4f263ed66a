// The report's numbers, pure so they are unit-tested: the server sends only days with a count, the
// chart and the table show every day between the first and the last.
import { defaultMessage, isApiError } from '../api/apiError';
import type { ApiUsageReport, DailyAggregates } from './types';

export interface DayRow {
  /** A UTC day, YYYY-MM-DD. */
  date: string;
  visits: number;
  installs: number;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => isoDay(dayMs(date) + days * DAY_MS);

/** Both series merged into one row per UTC day, oldest first, days without either at 0. */
export function dailyRows(installs: DailyAggregates, visits: DailyAggregates): DayRow[] {
  const byDay = new Map<string, DayRow>();
  const at = (date: string) => {
    let row = byDay.get(date);
    if (!row) byDay.set(date, (row = { date, visits: 0, installs: 0 }));
    return row;
  };
  for (const { date, count } of installs.rows) if (DAY.test(date)) at(date).installs += count;
  for (const { date, count } of visits.rows) if (DAY.test(date)) at(date).visits += count;
  if (byDay.size === 0) return [];
  const days = [...byDay.keys()].sort();
  const first = dayMs(days[0]!);
  const last = dayMs(days[days.length - 1]!);
  const rows: DayRow[] = [];
  for (let ms = first; ms <= last; ms += DAY_MS) {
    const date = isoDay(ms);
    rows.push(byDay.get(date) ?? { date, visits: 0, installs: 0 });
  }
  return rows;
}

/**
 * An area needs two points to be seen: a single day is drawn from a zero the day before (the
 * table still lists only that day).
 */
export function chartRows(rows: readonly DayRow[]): DayRow[] {
  if (rows.length !== 1) return [...rows];
  return [{ date: addDays(rows[0]!.date, -1), visits: 0, installs: 0 }, rows[0]!];
}

/** At most `max` evenly spread indexes, always the first and the last, for the axis ticks. */
export function tickIndexes(length: number, max = 7): number[] {
  if (length <= 0) return [];
  if (length <= max) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, i) => Math.round(i * step)))];
}

/** The table's page: newest first. */
export function tablePage<T>(oldestFirst: readonly T[], page: number, perPage: number): T[] {
  const newestFirst = [...oldestFirst].reverse();
  const start = (Math.max(1, page) - 1) * perPage;
  return newestFirst.slice(start, start + perPage);
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 22, 2026" for a UTC day (never shifted by the viewer's time zone). */
export function formatDay(date: string): string {
  if (!DAY.test(date)) return date;
  const [y, m, d] = date.split('-').map(Number);
  return `${SHORT_MONTHS[m! - 1]} ${d}, ${y}`;
}

/** "Nov 22" for the chart's axis. */
export function formatDayShort(date: string): string {
  return formatDay(date).replace(/, \d{4}$/, '');
}

/** "Nov 22, 2026, 14:05 UTC" for an instant. */
export function formatInstant(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  // The minute it happened in (16:28:35 is 16:28, as the CSV's 16:28:35 reads), not rounded up as a deadline is.
  return `${formatDay(isoDay(ms))}, ${new Date(ms).toISOString().slice(11, 16)} UTC`;
}

/** "14:05" in UTC (the server's cooldown message speaks UTC too). */
export function formatUtcTime(iso: string): string {
  const ms = Date.parse(iso);
  // Rounded up to the minute, as the server words its refusal: a time rounded down would still be refused.
  return Number.isNaN(ms) ? '' : new Date(Math.ceil(ms / 60_000) * 60_000).toISOString().slice(11, 16);
}

export const formatCount = (n: number): string => n.toLocaleString('en-US');

/** "42 min", "1 h 5 min", "30 s" until a bucket refills. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const isGenerating = (report: ApiUsageReport | null | undefined): boolean =>
  report?.state === 'queued' || report?.state === 'running';

/** The cooldown's end while it lasts, else null. */
export function activeCooldown(cooldownUntil: string | null | undefined, now: number): string | null {
  if (!cooldownUntil) return null;
  const end = Date.parse(cooldownUntil);
  return Number.isNaN(end) || end <= now ? null : cooldownUntil;
}

/**
 * Spec 2 §8 "Report Generation Failed": the server's own message when it sent one, the network
 * text when no answer came, else the generic text.
 */
export function reportFailureBody(error: unknown, texts: { network: string; generic: string }): string {
  if (!isApiError(error)) return texts.generic;
  if (error.status === 0) return texts.network;
  const own = error.message && error.message !== defaultMessage(error.status);
  return own ? error.message : texts.generic;
}

/** The last 30 UTC days, today included. */
export function last30Days(now: number): { from: string; to: string } {
  const to = isoDay(now);
  return { from: addDays(to, -29), to };
}

/** A real calendar day as YYYY-MM-DD (Date.parse rolls 02-30 over into March). */
export const isDay = (value: string): boolean => DAY.test(value) && !Number.isNaN(dayMs(value)) && isoDay(dayMs(value)) === value;
