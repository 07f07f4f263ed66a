// What a production version's row says of its review (spec 2 §4 "Review states"): its state, "Rejected" for a
// confidential version whose last review rejected it, and the notes that go with it.

interface ReviewedVersion {
  environment_type: string;
  state: 'confidential' | 'in_review' | 'published';
  review_status: 'unreviewed' | 'approved' | 'rejected';
  developer_notes: string | null;
  admin_notes: string | null;
  submittable: boolean;
}

export type RowState = ReviewedVersion['state'] | 'rejected';

/** The State column: a rejected version is back to confidential, but it is the rejection the team must act on. */
export const rowStateOf = (v: Pick<ReviewedVersion, 'state' | 'review_status'>): RowState =>
  v.state === 'confidential' && v.review_status === 'rejected' ? 'rejected' : v.state;

const filled = (text: string | null): string | null => (text && text.trim() !== '' ? text : null);

export interface RowNotes {
  /** The submitter's notes for the reviewer, while the version is in review. */
  developer: string | null;
  /** The reviewer's notes of the rejection; `earlier` while a resubmitted version is in review again. */
  reviewer: string | null;
  earlier: boolean;
  /** A rejected version the team can submit again (the newest production version). */
  resubmittable: boolean;
}

/** The notes under a version's row, or null when there is nothing to show. */
export function rowNotesOf(v: ReviewedVersion): RowNotes | null {
  if (v.environment_type !== 'ProductionEnvironment') return null;
  const rejected = v.review_status === 'rejected';
  if (v.state === 'in_review') {
    const notes = { developer: filled(v.developer_notes), reviewer: rejected ? filled(v.admin_notes) : null, earlier: true };
    return notes.developer || notes.reviewer ? { ...notes, resubmittable: false } : null;
  }
  if (rowStateOf(v) !== 'rejected') return null;
  const notes = { developer: null, reviewer: filled(v.admin_notes), earlier: false, resubmittable: v.submittable };
  return notes.reviewer || notes.resubmittable ? notes : null;
}
