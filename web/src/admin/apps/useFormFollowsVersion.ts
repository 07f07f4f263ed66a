import { useState } from 'react';

/**
 * A form over the admin app page's data, told about each new version of the app (a logo, the owner, an undelete,
 * another admin's save): a form without edits `reset`s to it, one with edits keeps them. The page used to remount its
 * forms on every new version, and uploading a logo silently threw away the settings being typed. Answers the version
 * the fields stand on (the one they were last reset to while edited, else the current one).
 */
export function useFormFollowsVersion<V extends string | number | undefined>(version: V, dirty: boolean, reset: () => void): V {
  const [shown, setShown] = useState(version);
  // The version the fields were last reset to: what a save may send as If-Match.
  const [base, setBase] = useState(version);
  if (version !== shown) {
    // Adjusting state while rendering (React's pattern for state derived from props): no extra render with old values.
    setShown(version);
    if (!dirty) {
      setBase(version);
      reset();
    }
  }
  return dirty ? base : version;
}
