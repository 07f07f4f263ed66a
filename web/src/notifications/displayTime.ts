import { MONTHS, ordinal } from '../lib/calendar';

export { ordinal };

/**
 * When a notification was created, as the spec's display-time table shows it (local time):
 *
 * | Age                                   | Shown as                               |
 * | ------------------------------------- | -------------------------------------- |
 * | under 1 minute                        | seconds ago                            |
 * | under 60 minutes                      | N minute(s) ago                        |
 * | under 24 hours                        | N hour(s) ago                          |
 * | from 24 hours to under 48 hours       | Yesterday at h:mm a                    |
 * | otherwise, or a non-positive age      | MMMM Do YYYY, at h:mm a                |
 *
 * `a` is moment's lower-case am/pm.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `h:mm a`, e.g. `4:05 pm`, `12:00 am`. */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  const h = hours % 12 === 0 ? 12 : hours % 12;
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${h}:${mm} ${hours < 12 ? 'am' : 'pm'}`;
}

/** `MMMM Do YYYY, at h:mm a`, e.g. `November 3rd 2026, at 4:05 pm`. */
export function fullDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())} ${date.getFullYear()}, at ${clockTime(date)}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * The display time of `createdAt` seen at `now` (injectable for tests and for a ticking clock).
 * An unparseable timestamp is returned as it came.
 */
export function displayTime(createdAt: string | Date, now: Date | number = Date.now()): string {
  const created = createdAt instanceof Date ? createdAt : new Date(createdAt);
  if (Number.isNaN(created.getTime())) return String(createdAt);
  const age = (typeof now === 'number' ? now : now.getTime()) - created.getTime();
  if (age <= 0) return fullDate(created);
  if (age < MINUTE) return 'seconds ago';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  if (age < 2 * DAY) return `Yesterday at ${clockTime(created)}`;
  return fullDate(created);
}
