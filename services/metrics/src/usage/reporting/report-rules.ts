import { ConflictError, DomainError } from '@portal/decider';

export const ALREADY_GENERATING = 'A report is already being generated.';
export const REPORT_FAILED = 'Failed to generate report. Please try again.';
export const REPORT_TIMED_OUT = 'The report took too long to generate. Please try again.';

/** The spec promises the e-mail within 30 minutes: a report still unfinished by then is given up. */
export const STALE_AFTER_MS = 30 * 60 * 1000;

/** The days a report covers: today (UTC) and the 29 before it. */
export const REPORT_DAYS = 30;

export interface ReportHistory {
  /** A report of this app and requester still queued or running (requested at). */
  activeSince: Date | null;
  /** When the requester's last report of this app was e-mailed. */
  lastCompletedAt: Date | null;
}

export type Admission = { admitted: true } | { admitted: false; error: DomainError };

/** When the requester may ask again, or null when there is no cooldown running. */
export const cooldownUntil = (lastCompletedAt: Date | null, cooldownSeconds: number, now: Date): Date | null => {
  if (!lastCompletedAt || cooldownSeconds <= 0) return null;
  const until = new Date(lastCompletedAt.getTime() + cooldownSeconds * 1000);
  return until > now ? until : null;
};

/** `HH:MM` of a UTC time, rounded up to the minute so that "after" it is always true. */
export const utcClock = (at: Date): string => {
  const minute = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  return minute.toISOString().slice(11, 16);
};

/**
 * Whether a new report may be queued: not while one is in the making (409), not during the
 * cooldown that follows an e-mailed one (429 with Retry-After). A failed report starts no cooldown.
 */
export const admitReport = (history: ReportHistory, cooldownSeconds: number, now: Date): Admission => {
  if (history.activeSince && now.getTime() - history.activeSince.getTime() < STALE_AFTER_MS) {
    return { admitted: false, error: new ConflictError(ALREADY_GENERATING) };
  }
  const until = cooldownUntil(history.lastCompletedAt, cooldownSeconds, now);
  if (until) {
    const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return {
      admitted: false,
      error: new DomainError('throttled', `A report was sent recently. You can request another one after ${utcClock(until)} UTC.`, {
        retryAfterSeconds,
      }),
    };
  }
  return { admitted: true };
};

/** The first day a report covers, `YYYY-MM-DD`, and the instant it starts. */
export const reportWindow = (now: Date): { from: Date; to: Date } => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - (REPORT_DAYS - 1) * 86_400_000), to: new Date(today + 86_400_000) };
};
