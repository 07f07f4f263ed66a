/** The review SLA in business days (runtime setting `REVIEW_SLA_BUSINESS_DAYS`, 5 by default). */
export const reviewSlaBusinessDays = (value: string | undefined = process.env.REVIEW_SLA_BUSINESS_DAYS): number => {
  const days = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(days) && days >= 0 && days <= 365 ? days : 5;
};

/** `from` plus `days` business days (Saturdays and Sundays skipped, in UTC), as ISO 8601. */
export const addBusinessDays = (from: string, days: number): string => {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString();
};

/** A review queue row with its due date (`null` when it is not in review) and whether it is overdue at `now`. */
export const withReviewDue = <T extends { in_review_at: string | null }>(
  row: T,
  days: number,
  now: Date,
): T & { review_due_at: string | null; overdue: boolean } => {
  const due = row.in_review_at === null ? null : addBusinessDays(row.in_review_at, days);
  return { ...row, review_due_at: due, overdue: due !== null && Date.parse(due) < now.getTime() };
};
