/** Whole days a row has waited since it went into review (null when it is not in review). */
export function waitingDays(inReviewAt: string | null, now: Date): number | null {
  if (!inReviewAt) return null;
  const since = Date.parse(inReviewAt);
  return Number.isNaN(since) ? null : Math.max(0, Math.floor((now.getTime() - since) / 86_400_000));
}
