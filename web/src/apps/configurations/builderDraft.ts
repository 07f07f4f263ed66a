import { useEffect } from 'react';

/**
 * Whether the Configuration Builder holds changes not yet saved as a version. The header's Create/Save version opens
 * the JSON editor on the newest saved version (decided, issue 10): opened over unsaved builder changes, a version
 * created there reset the builder and the changes were gone without a word.
 */
let dirty = false;

export const builderDraft = {
  isDirty: (): boolean => dirty,
};

/** The builder reports its draft; unmounted (another tab), it holds nothing. */
export function useBuilderDraftDirty(value: boolean): void {
  useEffect(() => {
    dirty = value;
    return () => {
      dirty = false;
    };
  }, [value]);
}
