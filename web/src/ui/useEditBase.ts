import { useState } from 'react';

/** What tells one state of a record from the next: its stream `version`, or e.g. its `updated_at`. */
export type EditVersion = string | number | null | undefined;

type Versioned = { version?: EditVersion } | null | undefined;

/** How a form edits a record: what counts as an edit, how its fields are reset, where a fresh record comes from. */
export type EditBaseOptions<T> = {
  /** Whether the fields differ from `base`, the record they were loaded from. */
  isDirty(base: T): boolean;
  /**
   * Resets the fields to `base`. Called while the form's component renders (as well as from `rebase` and `reload`),
   * so it may only set that component's own state.
   */
  onRebase(base: T): void;
  /** After a 412, what `reload` resets the form to; without it, `reload` resets it to `current`. */
  fetchFresh?(): Promise<T>;
} & ([T] extends [Versioned]
  ? {
      /** The record's version; `record.version` unless given. */
      versionOf?(record: T): EditVersion;
    }
  : { versionOf(record: T): EditVersion });

export interface EditBase<T> {
  /** The record the fields stand on: a save sends its version as If-Match (a form that sends none still follows it). */
  base: T;
  /** The fields differ from `base`. */
  dirty: boolean;
  /** The fields now stand on `record` and are reset to it (a save's answer). */
  rebase(record: T): void;
  /** After a 412: the record as it is now (`fetchFresh`), and the form reset to it. */
  reload(): Promise<void>;
  reloading: boolean;
}

/** The record a form's fields stand on, and the version of the page's record when it became that. */
export interface EditBaseState<T> {
  base: T;
  /** The version `current` had when `base` was set: a different one is a change the form has not followed yet. */
  seen: EditVersion;
}

const recordVersion = (record: unknown): EditVersion => (record as Versioned)?.version;

/**
 * At a render: a form without edits follows a new version of the page's record (`current`); one with edits keeps
 * its base, so its save is checked against the version its fields stand on. Answers `state` itself when nothing
 * changes. A `current` that is only catching up with the base (the page still shows the record from before the
 * save whose answer became the base) is not followed: that would put the old values back until the refetch lands.
 */
export function nextBase<T>(
  state: EditBaseState<T>,
  current: T,
  dirty: boolean,
  versionOf: (record: T) => EditVersion = recordVersion,
): EditBaseState<T> {
  const version = versionOf(current);
  if (dirty || version === state.seen || version === versionOf(state.base)) return state;
  return { base: current, seen: version };
}

/** The state once the fields stand on `record`, while the page shows `current`. */
export const rebased = <T>(record: T, current: T, versionOf: (record: T) => EditVersion = recordVersion): EditBaseState<T> => ({
  base: record,
  seen: versionOf(current),
});

/**
 * A form over a record that may change while it is open (the app, its sandbox: a refetch, a logo upload, another
 * person's save). It keeps the record the fields were loaded from as `base`: a newer record arriving while nothing is
 * typed becomes the base at once and `onRebase` resets the fields to it; while something is typed the base stays, so
 * a save sending the base's version as If-Match answers 412 instead of overwriting a change saved meanwhile, and
 * typed edits are never thrown away. `reload` (after a 412) fetches the record afresh and resets the form to it.
 */
export function useEditBase<T>(current: T, options: EditBaseOptions<T>): EditBase<T> {
  const { isDirty, onRebase, fetchFresh } = options;
  const versionOf: (record: T) => EditVersion = options.versionOf ?? recordVersion;
  const [state, setState] = useState<EditBaseState<T>>(() => rebased(current, current, versionOf));
  const [reloading, setReloading] = useState(false);
  const dirty = isDirty(state.base);

  // Adjusted while rendering (React's pattern for state derived from props), not in an effect: the page never renders
  // the new record beside the old field values, and the second pass stops because the base is then current.
  const next = nextBase(state, current, dirty, versionOf);
  if (next !== state) {
    setState(next);
    onRebase(next.base);
  }

  const rebase = (record: T) => {
    setState(rebased(record, current, versionOf));
    onRebase(record);
  };
  const reload = async () => {
    setReloading(true);
    try {
      rebase(fetchFresh ? await fetchFresh() : current);
    } finally {
      setReloading(false);
    }
  };
  return { base: state.base, dirty, rebase, reload, reloading };
}
