import { nextBase, rebased, type EditBaseState } from './useEditBase';

type Rec = { version?: number; name: string };
const v = (version: number, name = `v${version}`): Rec => ({ version, name });
const loaded = (record: Rec): EditBaseState<Rec> => rebased(record, record);

describe('nextBase: what a form stands on when the page renders a record', () => {
  it('a form without edits follows a new version of the record', () => {
    // Given a form loaded from v1 and nothing typed
    const state = loaded(v(1));
    // When the page renders v2 (a refetch, another person's save)
    const next = nextBase(state, v(2), false);
    // Then the fields stand on v2
    expect(next).toEqual({ base: v(2), seen: 2 });
  });

  it('a form with edits keeps its base, so its save is checked against the version the edits were made on', () => {
    // Given a form loaded from v1 with something typed
    const state = loaded(v(1));
    // When v2 arrives
    // Then nothing changes: the typed edits stay, and If-Match still says v1
    expect(nextBase(state, v(2), true)).toBe(state);
  });

  it('a form whose edits are undone catches up with the version that arrived meanwhile', () => {
    // Given v2 arrived while the form on v1 had edits
    const state = loaded(v(1));
    expect(nextBase(state, v(2), true)).toBe(state);
    // When the edits are undone (the fields equal v1 again)
    const next = nextBase(state, v(2), false);
    // Then the form follows v2
    expect(next).toEqual({ base: v(2), seen: 2 });
  });

  it('the same version rendered again changes nothing (no reset loop)', () => {
    const state = loaded(v(1));
    expect(nextBase(state, v(1), false)).toBe(state);
    const followed = nextBase(state, v(2), false);
    expect(nextBase(followed, v(2), false)).toBe(followed);
  });

  it("a save's answer stays the base while the page still shows the record from before the save", () => {
    // Given the form saved v1 into v2 and stands on the answer, while the page's record (refetching) is still v1
    const state = rebased(v(2), v(1));
    // When the page renders v1 again
    // Then the form keeps v2 (following v1 would put the old values back until the refetch lands)
    expect(nextBase(state, v(1), false)).toBe(state);
    // And when the refetch brings v2 there is nothing to reset
    expect(nextBase(state, v(2), false)).toBe(state);
    // And a later change is followed again
    expect(nextBase(state, v(3), false)).toEqual({ base: v(3), seen: 3 });
  });

  it('after Reload (a fresh record newer than the page shows) the form stands on the fresh one', () => {
    // Given a refused save, and Reload fetching v3 while the page still showed v2
    const state = rebased(v(3), v(2));
    // When the page renders v2, then the fresh v3
    // Then the form stays on v3
    expect(nextBase(state, v(2), false)).toBe(state);
    expect(nextBase(state, v(3), false)).toBe(state);
  });

  it('follows whatever versions the record: `updated_at`, and a record that appears (a sandbox built)', () => {
    type App = { updated_at: string; name: string };
    const byUpdatedAt = (app: App) => app.updated_at;
    const first: App = { updated_at: '2026-12-01T10:00:00.000Z', name: 'a' };
    const logo: App = { updated_at: '2026-12-01T10:05:00.000Z', name: 'a' };
    expect(nextBase(rebased(first, first, byUpdatedAt), logo, false, byUpdatedAt)).toEqual({ base: logo, seen: logo.updated_at });
    expect(nextBase(rebased(first, first, byUpdatedAt), logo, true, byUpdatedAt).base).toBe(first);

    const none: EditBaseState<Rec | null> = rebased<Rec | null>(null, null);
    expect(nextBase<Rec | null>(none, v(1), false)).toEqual({ base: v(1), seen: 1 });
  });
});
