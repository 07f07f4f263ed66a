/** A listing's approval state as the marketplace service answers it (spec 3 §3). */
export type ListingApproval = 'unreviewed' | 'approved' | 'rejected';

/**
 * The review a listing's status line names (the admin tab's "Status: … · Review: … · Version …"). The service keeps
 * the last decision in `approval_state` (and its message, for the developer's "Resubmit for approval") when the
 * developer submits again; spec 3 §4 shows that decision only while the listing is not in review. A listing in review
 * awaits a decision on what was submitted: unreviewed, whatever the earlier submission's fate. Free of imports (like
 * reviewQueueChanged), so it adds nothing to the editor's chunk.
 */
export function listingReviewStatus(listing: { state: string; approval_state: ListingApproval }): ListingApproval {
  return listing.state === 'in_review' ? 'unreviewed' : listing.approval_state;
}
