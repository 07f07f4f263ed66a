import { useState } from 'react';

/**
 * A form over the admin app page's data, told about each new version of the app (a logo, the owner, an undelete,
 * another admin's save): a form without edits `reset`s to it, one with edits keeps them. The page used to remount its
 * forms on every new version, and uploading a logo silently threw away the settings being typed.
 */
export function useFormFollowsVersion(version: string, dirty: boolean, reset: () => void) {
  const [shown, setShown] = useState(version);
  if (version !== shown) {
    // Adjusting state while rendering (React's pattern for state derived from props): no extra render with old values.
    setShown(version);
    if (!dirty) reset();
  }
}
