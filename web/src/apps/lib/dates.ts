/** Date formats of the app pages (no date library: two formats are all we need). */
import { MONTHS, ordinal } from '../../lib/calendar';

export { ordinal };

const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * moment's 'MMMM Do YYYY, h:mm:ss a' in local time, e.g. "November 22nd 2026, 6:07:09 am".
 * Returns `fallback` for a missing or unparsable value.
 */
export function formatLongDateTime(value: string | number | Date | null | undefined, fallback = ''): string {
  const date = toDate(value);
  if (!date) return fallback;
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())} ${date.getFullYear()}, ${h12}:${pad2(date.getMinutes())}:${pad2(
    date.getSeconds(),
  )} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "Nov 22, 2026" for lists. */
export function formatShortDate(value: string | number | Date | null | undefined, fallback = ''): string {
  const date = toDate(value);
  if (!date) return fallback;
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 22, 2026, 6:07 am" for activity rows. */
export function formatShortDateTime(value: string | number | Date | null | undefined, fallback = ''): string {
  const date = toDate(value);
  if (!date) return fallback;
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatShortDate(date)}, ${h12}:${pad2(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}
