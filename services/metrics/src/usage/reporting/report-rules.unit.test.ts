import { ConflictError, DomainError } from '@portal/decider';
import { admitReport, ALREADY_GENERATING, cooldownUntil, reportWindow, utcClock } from './report-rules';

const now = new Date('2026-03-15T10:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('admitting a usage report request', () => {
  it('admits the first request, and one after a failed report (no cooldown)', () => {
    expect(admitReport({ activeSince: null, lastCompletedAt: null }, 600, now)).toEqual({ admitted: true });
  });

  it('refuses while a report is queued or running (409)', () => {
    const answer = admitReport({ activeSince: minutesAgo(1), lastCompletedAt: null }, 600, now);
    expect(answer.admitted).toBe(false);
    const error = (answer as { error: DomainError }).error;
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toBe(ALREADY_GENERATING);
  });

  it('lets a report that has been in the making for 30 minutes no longer block', () => {
    expect(admitReport({ activeSince: minutesAgo(31), lastCompletedAt: null }, 600, now)).toEqual({ admitted: true });
  });

  it('refuses during the cooldown after an e-mailed report (429), naming the time and the seconds to wait', () => {
    const answer = admitReport({ activeSince: null, lastCompletedAt: new Date('2026-03-15T09:54:30.000Z') }, 600, now);
    const error = (answer as { error: DomainError }).error;
    expect(error.code).toBe('throttled');
    expect(error.message).toBe('A report was sent recently. You can request another one after 10:05 UTC.');
    expect(error.details.retryAfterSeconds).toBe(270);
  });

  it('admits again once the cooldown is over, or when it is switched off', () => {
    expect(admitReport({ activeSince: null, lastCompletedAt: minutesAgo(10) }, 600, now)).toEqual({ admitted: true });
    expect(admitReport({ activeSince: null, lastCompletedAt: minutesAgo(1) }, 0, now)).toEqual({ admitted: true });
  });

  it('answers 409 before 429 when both apply', () => {
    const answer = admitReport({ activeSince: minutesAgo(1), lastCompletedAt: minutesAgo(2) }, 600, now);
    expect((answer as { error: DomainError }).error.code).toBe('conflict');
  });

  it('tells the cooldown end, and rounds the clock up to the minute', () => {
    expect(cooldownUntil(minutesAgo(5), 600, now)).toEqual(new Date('2026-03-15T10:05:00.000Z'));
    expect(cooldownUntil(minutesAgo(11), 600, now)).toBeNull();
    expect(cooldownUntil(null, 600, now)).toBeNull();
    expect(utcClock(new Date('2026-03-15T23:59:01.000Z'))).toBe('00:00');
    expect(utcClock(new Date('2026-03-15T10:05:00.000Z'))).toBe('10:05');
  });

  it('covers today and the 29 UTC days before it', () => {
    expect(reportWindow(new Date('2026-03-15T23:59:59.000Z'))).toEqual({
      from: new Date('2026-02-14T00:00:00.000Z'),
      to: new Date('2026-03-16T00:00:00.000Z'),
    });
  });
});
