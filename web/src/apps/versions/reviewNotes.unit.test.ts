import { rowNotesOf, rowStateOf } from './reviewNotes';

const production = {
  environment_type: 'ProductionEnvironment',
  state: 'confidential' as const,
  review_status: 'unreviewed' as const,
  developer_notes: null,
  admin_notes: null,
  submittable: true,
};

describe('rowStateOf', () => {
  it('is "rejected" for a confidential version whose review rejected it, the state otherwise', () => {
    expect(rowStateOf({ state: 'confidential', review_status: 'rejected' })).toBe('rejected');
    expect(rowStateOf({ state: 'confidential', review_status: 'unreviewed' })).toBe('confidential');
    // Submitted again: in review, whatever the last review said.
    expect(rowStateOf({ state: 'in_review', review_status: 'rejected' })).toBe('in_review');
    expect(rowStateOf({ state: 'published', review_status: 'approved' })).toBe('published');
  });
});

describe('rowNotesOf', () => {
  it("shows the developer's notes while in review, and the earlier rejection's of a resubmitted version", () => {
    expect(rowNotesOf({ ...production, state: 'in_review', developer_notes: 'Please look at the scopes.' })).toEqual({
      developer: 'Please look at the scopes.',
      reviewer: null,
      earlier: true,
      resubmittable: false,
    });
    expect(
      rowNotesOf({ ...production, state: 'in_review', review_status: 'rejected', developer_notes: 'Fixed.', admin_notes: 'Too wide.' }),
    ).toMatchObject({ developer: 'Fixed.', reviewer: 'Too wide.', earlier: true });
    expect(rowNotesOf({ ...production, state: 'in_review', developer_notes: '  ' })).toBeNull();
  });

  it("shows a rejection's notes and whether the version may be submitted again", () => {
    const rejected = { ...production, review_status: 'rejected' as const, admin_notes: 'Too wide.' };
    expect(rowNotesOf(rejected)).toEqual({ developer: null, reviewer: 'Too wide.', earlier: false, resubmittable: true });
    expect(rowNotesOf({ ...rejected, submittable: false })).toMatchObject({ reviewer: 'Too wide.', resubmittable: false });
    expect(rowNotesOf({ ...rejected, admin_notes: null, submittable: false })).toBeNull();
  });

  it('shows nothing for other versions (sandbox, unreviewed, approved)', () => {
    expect(rowNotesOf({ ...production, environment_type: 'Sandbox', state: 'in_review', developer_notes: 'x' })).toBeNull();
    expect(rowNotesOf(production)).toBeNull();
    expect(rowNotesOf({ ...production, state: 'published', review_status: 'approved', admin_notes: 'Ship it' })).toBeNull();
  });
});
