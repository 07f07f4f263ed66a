import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/apiError';
import { appQueryOptions } from '../api/appsApi';
import type { DeveloperApp, Sandbox } from '../api/types';

/**
 * What a form was loaded from (the app, or its sandbox): its fields start from it and its save sends its `version` as
 * If-Match. A newer one that arrives while nothing is typed (a refetch) becomes the base at once and `onRebase` resets
 * the fields to it; while something is typed the base stays, so a change someone else saved meanwhile answers 412
 * instead of being overwritten (two collaborators editing redirect URIs: the last save used to win without a word).
 */
export function useEditBase<T extends { version?: number }>(
  current: T,
  isDirty: (base: T) => boolean,
  onRebase: (base: T) => void,
  fetchFresh: () => Promise<T>,
) {
  const [base, setBase] = useState(current);
  const [reloading, setReloading] = useState(false);
  // The latest callback without re-running the effect on every render.
  const onRebaseRef = useRef(onRebase);
  onRebaseRef.current = onRebase;
  const dirty = isDirty(base);

  const rebase = (next: T) => {
    setBase(next);
    onRebaseRef.current(next);
  };
  useEffect(() => {
    if (!dirty && current.version !== base.version) {
      setBase(current);
      onRebaseRef.current(current);
    }
  }, [current, dirty, base.version]);

  /** After a 412: the state as it is now, and the form reset to it. */
  const reload = async () => {
    setReloading(true);
    try {
      rebase(await fetchFresh());
    } finally {
      setReloading(false);
    }
  };
  return { base, dirty, rebase, reload, reloading };
}

/** The app's settings or credentials form. */
export function useEditedApp(app: DeveloperApp, isDirty: (base: DeveloperApp) => boolean, onRebase: (base: DeveloperApp) => void) {
  const queryClient = useQueryClient();
  return useEditBase(app, isDirty, onRebase, () => queryClient.fetchQuery({ ...appQueryOptions(app.id), staleTime: 0 }));
}

/** The sandbox card's form: the sandbox has a version of its own (the app's does not move with it). */
export function useEditedSandbox(appId: string, sandbox: Sandbox, isDirty: (base: Sandbox) => boolean, onRebase: (base: Sandbox) => void) {
  const queryClient = useQueryClient();
  return useEditBase(sandbox, isDirty, onRebase, async () => {
    const app = await queryClient.fetchQuery({ ...appQueryOptions(appId), staleTime: 0 });
    return app.sandbox ?? sandbox;
  });
}

/** The save was refused because what the form edits changed since it was loaded (If-Match). */
export const isStaleSave = (error: unknown): boolean => isApiError(error) && error.status === 412;
