import { isApiError } from '../api/apiError';
import { listingSnapshot, reviewedMeanwhile, type Meanwhile } from '../apps/versions/reviewMeanwhile';
import { fetchListing, type Listing } from './listingApi';

export type { Meanwhile };

/**
 * After a refused review move (409: "The listing is already published", "Only a listing in review can be rejected";
 * 412: the listing changed since the form loaded it): the listing as it is now and what happened to it, or null
 * when the refusal has another cause. The listing is read from its stream, so it is never behind the refusal.
 */
export async function listingReviewedMeanwhile(
  appId: string,
  before: Listing,
  error: unknown,
): Promise<{ what: Meanwhile; fresh: { listing: Listing; etag: string | null } } | null> {
  if (!isApiError(error) || (error.status !== 409 && error.status !== 412)) return null;
  const fresh = await fetchListing(appId).catch(() => null);
  if (!fresh) return null;
  // A 412 with the same review state: its fields or files changed (the developer's edit, another admin's save).
  const what = reviewedMeanwhile(listingSnapshot(before), listingSnapshot(fresh.listing)) ?? (error.status === 412 ? 'changed' : null);
  return what ? { what, fresh } : null;
}
