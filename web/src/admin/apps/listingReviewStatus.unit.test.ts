import { listingReviewStatus } from './listingReviewStatus';

describe('the review a listing status line names', () => {
  it('is unreviewed while the listing is in review, whatever the last decision was', () => {
    expect(listingReviewStatus({ state: 'in_review', approval_state: 'unreviewed' })).toBe('unreviewed');
    // Rejected, then resubmitted: the new submission awaits review (the QA pass saw "In review · Review: Rejected").
    expect(listingReviewStatus({ state: 'in_review', approval_state: 'rejected' })).toBe('unreviewed');
    // Published, changed and submitted again: the change awaits review.
    expect(listingReviewStatus({ state: 'in_review', approval_state: 'approved' })).toBe('unreviewed');
  });

  it('is the last decision once the listing is out of review', () => {
    expect(listingReviewStatus({ state: 'draft', approval_state: 'rejected' })).toBe('rejected');
    expect(listingReviewStatus({ state: 'draft', approval_state: 'unreviewed' })).toBe('unreviewed');
    expect(listingReviewStatus({ state: 'draft', approval_state: 'approved' })).toBe('approved');
    expect(listingReviewStatus({ state: 'published', approval_state: 'approved' })).toBe('approved');
  });
});
