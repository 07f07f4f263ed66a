/**
 * When a developer may see an announcement. show_after is a calendar day without a zone; the
 * portal reads it in UTC, so it becomes visible at 00:00 UTC of that day. The projection applies
 * the same rule at query time (services share no source, so it is written there too).
 */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

export const visibleByShowAfter = (showAfter: string | null, now: Date): boolean => !showAfter || showAfter <= utcDay(now);

export const visibleToDevelopers = (
  announcement: { exists: boolean; deleted: boolean; draft: boolean; showAfter: string | null },
  now: Date,
): boolean => announcement.exists && !announcement.deleted && !announcement.draft && visibleByShowAfter(announcement.showAfter, now);
