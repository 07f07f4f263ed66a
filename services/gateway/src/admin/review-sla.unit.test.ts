import { addBusinessDays, reviewSlaBusinessDays, withReviewDue } from './review-sla';

describe('review SLA', () => {
  it('defaults to 5 business days and reads a valid setting', () => {
    expect(reviewSlaBusinessDays(undefined)).toBe(5);
    expect(reviewSlaBusinessDays('')).toBe(5);
    expect(reviewSlaBusinessDays('x')).toBe(5);
    expect(reviewSlaBusinessDays('-1')).toBe(5);
    expect(reviewSlaBusinessDays('3')).toBe(3);
  });

  it('skips weekends', () => {
    // Friday 2026-11-20 + 5 business days = Friday 2026-11-27.
    expect(addBusinessDays('2026-11-20T10:00:00.000Z', 5)).toBe('2026-11-27T10:00:00.000Z');
    // Saturday + 1 = Monday.
    expect(addBusinessDays('2026-11-21T10:00:00.000Z', 1)).toBe('2026-11-23T10:00:00.000Z');
    expect(addBusinessDays('2026-11-21T10:00:00.000Z', 0)).toBe('2026-11-21T10:00:00.000Z');
  });

  it('marks overdue rows and leaves rows without a review date undue', () => {
    const now = new Date('2026-11-30T00:00:00.000Z');
    expect(withReviewDue({ in_review_at: '2026-11-20T10:00:00.000Z' }, 5, now)).toEqual({
      in_review_at: '2026-11-20T10:00:00.000Z',
      review_due_at: '2026-11-27T10:00:00.000Z',
      overdue: true,
    });
    expect(withReviewDue({ in_review_at: null }, 5, now)).toEqual({ in_review_at: null, review_due_at: null, overdue: false });
  });
});
