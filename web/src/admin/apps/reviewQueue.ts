/** Whole days a row has waited since it went into review (null when it is not in review). */
export function waitingDays(inReviewAt: string | null, now: Date): number | null {
  if (!inReviewAt) return null;
  const since = Date.parse(inReviewAt);
  return Number.isNaN(since) ? null : Math.max(0, Math.floor((now.getTime() - since) / 86_400_000));
}

/**
 * Where a queue row leads: the admin app page on what waits. A manifest version in review is on the General tab
 * (its manifests open on Production); a listing alone opens the Marketplace Listing tab.
 */
export function reviewPath(row: { id: string; has_app_version_in_review: boolean; has_marketplace_listing_in_review: boolean }): string {
  const path = `/admin/developer_apps/${encodeURIComponent(row.id)}`;
  return row.has_marketplace_listing_in_review && !row.has_app_version_in_review ? `${path}?tab=marketplace` : path;
}
