import { ApiError } from '../../api/apiError';
import { listingSnapshot, mayBeReviewedMeanwhile, reviewedMeanwhile, versionSnapshot } from './reviewMeanwhile';

const version = (state: string, review_status = 'unreviewed', admin_notes: string | null = null) =>
  versionSnapshot({ state, review_status, admin_notes });

describe('reviewedMeanwhile (what another reviewer or the developer did while the dialog was open)', () => {
  const inReview = version('in_review');

  it('names an approval, a rejection, a withdrawal and a submission', () => {
    expect(reviewedMeanwhile(inReview, version('published', 'approved', 'Ship it'))).toBe('approved');
    expect(reviewedMeanwhile(inReview, version('confidential', 'rejected', 'Fix the scopes'))).toBe('rejected');
    expect(reviewedMeanwhile(inReview, version('confidential'))).toBe('withdrawn');
    expect(reviewedMeanwhile(version('confidential'), inReview)).toBe('submitted');
  });

  it('tells a new rejection of a resubmitted version from its withdrawal (the earlier rejection stays recorded)', () => {
    const resubmitted = version('in_review', 'rejected', 'First notes');
    expect(reviewedMeanwhile(resubmitted, version('confidential', 'rejected', 'Second notes'))).toBe('rejected');
    expect(reviewedMeanwhile(resubmitted, version('confidential', 'rejected', 'First notes'))).toBe('withdrawn');
  });

  it('is null when nothing changed, "changed" for any other change', () => {
    expect(reviewedMeanwhile(inReview, version('in_review'))).toBeNull();
    expect(reviewedMeanwhile(version('in_review', 'rejected', 'a'), version('in_review', 'rejected', 'b'))).toBe('changed');
  });

  it('reads a listing the same way', () => {
    const listing = (state: string, approval_state = 'unreviewed', admin_message: string | null = null) =>
      listingSnapshot({ state, approval_state, admin_message });
    expect(reviewedMeanwhile(listing('in_review'), listing('published', 'approved'))).toBe('approved');
    expect(reviewedMeanwhile(listing('in_review'), listing('draft', 'rejected', '<p>No</p>'))).toBe('rejected');
    expect(reviewedMeanwhile(listing('in_review'), listing('draft'))).toBe('withdrawn');
    expect(reviewedMeanwhile(listing('draft', 'rejected', '<p>No</p>'), listing('published', 'approved'))).toBe('approved');
  });
});

describe('mayBeReviewedMeanwhile', () => {
  it('is a conflict, a stale If-Match or a refusal on the state, never a note or a permission problem', () => {
    expect(mayBeReviewedMeanwhile(new ApiError(409, 'The listing is already published'))).toBe(true);
    expect(mayBeReviewedMeanwhile(new ApiError(412, 'Changed'))).toBe(true);
    const state = new ApiError(422, 'Cannot reject a version that is published', [], {
      state: ['Cannot reject a version that is published'],
    });
    expect(mayBeReviewedMeanwhile(state)).toBe(true);
    expect(mayBeReviewedMeanwhile(new ApiError(422, 'Notes required', [], { admin_notes: ['required'] }))).toBe(false);
    expect(mayBeReviewedMeanwhile(new ApiError(403, 'No'))).toBe(false);
    expect(mayBeReviewedMeanwhile(new Error('offline'))).toBe(false);
  });
});
