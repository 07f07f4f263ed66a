import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { unsavedChanges } from './unsavedChanges';

/**
 * Asks before leaving a page (another route or tab, Back) while a form on it has unsaved changes, and lets the
 * browser ask before a reload or close. Mounted once, in the page frame.
 */
export function UnsavedChangesGuard() {
  const dirty = useSyncExternalStore(unsavedChanges.subscribe, unsavedChanges.any);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedChanges.any() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (unsavedChanges.confirmLeaving()) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return null;
}
