import {
  compareVersions,
  headerActionKey,
  reviewActions,
  rollbackTargets,
  versionBadge,
  versionDisplay,
  visibleVersions,
  type VersionLike,
} from './versionState';

const v = (version: number, semantic: string | null, state?: VersionLike['state']): VersionLike => ({
  version,
  semantic_version: semantic,
  state,
});

describe('versionBadge (spec §4, one case per row)', () => {
  it('no sandbox manifest → Draft', () => {
    expect(versionBadge(null, null)).toEqual({ key: 'draft', promote: false });
    expect(versionBadge(undefined, v(1, '1.0.0', 'published'))).toEqual({ key: 'draft', promote: false });
  });
  it('no production → Ready for testing with Promote', () => {
    expect(versionBadge(v(1, '0.1.0'), null)).toEqual({ key: 'readyForTesting', promote: true });
  });
  it('sandbox greater than production → Ready for testing with Promote', () => {
    expect(versionBadge(v(2, '0.2.0'), v(1, '0.1.0', 'published'))).toEqual({ key: 'readyForTesting', promote: true });
    expect(versionBadge(v(1, '0.10.0'), v(5, '0.9.0', 'published'))).toEqual({ key: 'readyForTesting', promote: true });
  });
  it('equal and confidential → Promoted', () => {
    expect(versionBadge(v(1, '0.1.0'), v(1, '0.1.0', 'confidential')).key).toBe('promoted');
  });
  it('equal and published → Approved version', () => {
    expect(versionBadge(v(3, '1.0.0'), v(1, '1.0.0', 'published')).key).toBe('approved');
  });
  it('equal and in_review → Under review', () => {
    expect(versionBadge(v(1, '0.1.0'), v(1, '0.1.0', 'in_review')).key).toBe('underReview');
  });
  it('equal with any other state → Unknown state', () => {
    expect(versionBadge(v(1, '0.1.0'), v(1, '0.1.0')).key).toBe('unknown');
  });
  it('sandbox lower than production → Unknown state', () => {
    expect(versionBadge(v(1, '0.1.0'), v(1, '0.2.0', 'published'))).toEqual({ key: 'unknown', promote: false });
  });
  it('compares numbers when a version has no semantic version', () => {
    expect(versionBadge(v(2, null), v(1, null, 'published')).key).toBe('readyForTesting');
    expect(versionBadge(v(2, null), v(2, null, 'published')).key).toBe('approved');
  });
});

describe('headerActionKey', () => {
  it('reads Create in Draft, Save otherwise', () => {
    expect(headerActionKey({ key: 'draft', promote: false })).toBe('create');
    expect(headerActionKey({ key: 'promoted', promote: false })).toBe('save');
  });
});

describe('versionDisplay', () => {
  it('shows ? without versions', () => expect(versionDisplay([])).toBe('?'));
  it('shows the lowest version followed by +', () => {
    expect(versionDisplay([v(3, '1.2.0'), v(1, '0.9.1'), v(2, '1.0.0')])).toBe('0.9.1+');
    expect(versionDisplay([v(3, null), v(2, null)])).toBe('2+');
  });
});

describe('compareVersions and visibleVersions', () => {
  it('orders semantic versions numerically, not as text', () => {
    expect(compareVersions(v(1, '0.10.0'), v(2, '0.9.0'))).toBeGreaterThan(0);
    expect(compareVersions(v(1, '1.0.0'), v(2, '1.0.0'))).toBe(0);
  });
  it('shows only the newest unless old versions are shown', () => {
    const list = [v(1, '0.1.0'), v(3, '0.3.0'), v(2, '0.2.0')];
    expect(visibleVersions(list, false)).toEqual([v(3, '0.3.0')]);
    expect(visibleVersions(list, true).map((x) => x.semantic_version)).toEqual(['0.3.0', '0.2.0', '0.1.0']);
  });
});

describe('reviewActions', () => {
  const prod = (state: string, submittable = false) => ({ environment_type: 'ProductionEnvironment', state, submittable });
  it('a developer submits a submittable confidential version and withdraws one in review', () => {
    expect(reviewActions(prod('confidential', true), false)).toEqual(['submit']);
    expect(reviewActions(prod('confidential', false), false)).toEqual([]);
    expect(reviewActions(prod('in_review'), false)).toEqual(['withdraw']);
    expect(reviewActions(prod('published'), false)).toEqual([]);
  });
  it('an admin sees approve and reject only on versions in review', () => {
    expect(reviewActions(prod('in_review'), true)).toEqual(['approve', 'reject']);
    expect(reviewActions(prod('confidential', true), true)).toEqual(['submit']);
  });
  it('sandbox versions have no review actions', () => {
    expect(reviewActions({ environment_type: 'Sandbox', state: 'confidential', submittable: true }, true)).toEqual([]);
  });
});

describe('rollbackTargets', () => {
  it('offers earlier approved production versions, never the newest', () => {
    const list = [
      { id: 'a', ...v(1, '0.1.0', 'confidential'), review_status: 'approved' },
      { id: 'b', ...v(2, '0.2.0', 'confidential'), review_status: 'rejected' },
      { id: 'c', ...v(3, '0.3.0', 'published'), review_status: 'approved' },
    ];
    expect(rollbackTargets(list).map((x) => x.id)).toEqual(['a']);
  });
});
