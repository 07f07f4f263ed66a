import { isApiError } from '../../api/apiError';

// Two reviewers on one item: the second one's Approve or Reject meets a decision the page did not show yet. The
// refusal alone does not say what happened (a version "that is confidential" was rejected or withdrawn), so the
// dialog compares the item as it opened with the item as the server has it now, and says that.

/** What a review dialog reads of a version or a listing. */
export interface ReviewSnapshot {
  inReview: boolean;
  published: boolean;
  rejected: boolean;
  /** The reviewer's notes or message: a new rejection brings new ones. */
  notes: string | null;
}

export type Meanwhile = 'approved' | 'rejected' | 'withdrawn' | 'submitted' | 'changed';

/** What happened to the item between `before` (the dialog's) and `after` (the server's now); null when nothing did. */
export function reviewedMeanwhile(before: ReviewSnapshot, after: ReviewSnapshot): Meanwhile | null {
  if (after.published && !before.published) return 'approved';
  if (after.inReview && !before.inReview) return 'submitted';
  if (before.inReview && !after.inReview) {
    // A rejection leaves the item out of review like a withdrawal does: only a rejection brings (new) notes.
    const newRejection = after.rejected && (!before.rejected || after.notes !== before.notes);
    return newRejection ? 'rejected' : 'withdrawn';
  }
  const same =
    before.inReview === after.inReview &&
    before.published === after.published &&
    before.rejected === after.rejected &&
    before.notes === after.notes;
  return same ? null : 'changed';
}

export const versionSnapshot = (v: { state: string; review_status: string; admin_notes: string | null }): ReviewSnapshot => ({
  inReview: v.state === 'in_review',
  published: v.state === 'published',
  rejected: v.review_status === 'rejected',
  notes: v.admin_notes,
});

export const listingSnapshot = (l: { state: string; approval_state: string; admin_message: string | null }): ReviewSnapshot => ({
  inReview: l.state === 'in_review',
  published: l.state === 'published',
  rejected: l.approval_state === 'rejected',
  notes: l.admin_message,
});

/**
 * A refusal that may come from a review state changed meanwhile: a 409 (the listing's "already published"), a 412
 * (If-Match met a newer item) or the versions' 422 on `state` ("Cannot reject a version that is published").
 */
export const mayBeReviewedMeanwhile = (error: unknown): boolean =>
  isApiError(error) && (error.status === 409 || error.status === 412 || (error.status === 422 && 'state' in error.fields));
