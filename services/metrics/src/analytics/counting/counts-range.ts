import { ValidationError } from '@portal/decider';

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const parseDay = (value: unknown): number | null => {
  if (typeof value !== 'string' || !DATE.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? null : ms;
};

const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The UTC days to count, both ends included: by default the last 30 days up to today; one given
 * end fixes the other 30 days away. At most a year, so one request never sums the whole history.
 */
export const countsRange = (from: unknown, to: unknown, now = new Date()): { from: string; to: string } => {
  const fields: Record<string, string[]> = {};
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  const fromMs = given(from) ? parseDay(from) : undefined;
  const toMs = given(to) ? parseDay(to) : undefined;
  if (fromMs === null) fields.from = ['From must be a date (YYYY-MM-DD)'];
  if (toMs === null) fields.to = ['To must be a date (YYYY-MM-DD)'];
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = toMs ?? (fromMs !== undefined ? fromMs! + (DEFAULT_DAYS - 1) * DAY_MS : today);
  const start = fromMs ?? end - (DEFAULT_DAYS - 1) * DAY_MS;
  if (start > end) throw new ValidationError({ from: ['From must not be after to'] });
  if ((end - start) / DAY_MS + 1 > MAX_DAYS) throw new ValidationError({ from: [`The range may span at most ${MAX_DAYS} days`] });
  return { from: iso(start), to: iso(end) };
};
