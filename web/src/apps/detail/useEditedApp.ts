import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/apiError';
import { useEditBase } from '../../ui';
import { appQueryOptions } from '../api/appsApi';
import type { DeveloperApp, Sandbox } from '../api/types';

/**
 * The app's settings or credentials form (useEditBase): its save sends the app's `version` as If-Match, so a change
 * someone else saved meanwhile answers 412 instead of being overwritten (two collaborators editing redirect URIs: the
 * last save used to win without a word); Reload fetches the app afresh.
 */
export function useEditedApp(app: DeveloperApp, isDirty: (base: DeveloperApp) => boolean, onRebase: (base: DeveloperApp) => void) {
  const queryClient = useQueryClient();
  return useEditBase(app, { isDirty, onRebase, fetchFresh: () => queryClient.fetchQuery({ ...appQueryOptions(app.id), staleTime: 0 }) });
}

/** The sandbox card's form: the sandbox has a version of its own (the app's does not move with it). */
export function useEditedSandbox(appId: string, sandbox: Sandbox, isDirty: (base: Sandbox) => boolean, onRebase: (base: Sandbox) => void) {
  const queryClient = useQueryClient();
  return useEditBase(sandbox, {
    isDirty,
    onRebase,
    fetchFresh: async () => {
      const app = await queryClient.fetchQuery({ ...appQueryOptions(appId), staleTime: 0 });
      return app.sandbox ?? sandbox;
    },
  });
}

/** The save was refused because what the form edits changed since it was loaded (If-Match). */
export const isStaleSave = (error: unknown): boolean => isApiError(error) && error.status === 412;
