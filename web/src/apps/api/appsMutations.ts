import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { IdempotencyKeys } from '../../api/idempotencyKey';
import {
  acceptInvitation,
  appKeys,
  cancelInvitation,
  createApp,
  deleteApp,
  generateFakeSandbox,
  invalidateApp,
  inviteCollaborator,
  removeCollaborator,
  requestSandbox,
  revokeOldClientSecret,
  transferOwnership,
  updateApp,
  updateAppMultipart,
  updateCollaboratorRoles,
  updateSandbox,
} from './appsApi';
import type { DeveloperApp, DeveloperAppChanges, Invitation } from './types';

/** What a page adds to a mutation: its own reaction (toast, navigation, form state). */
export type MutationCallbacks<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, 'onMutate' | 'onSuccess' | 'onError'>;

/**
 * A mutation whose success first runs `before` (the cache update the page must already see), then
 * the page's own callback, then `after` (refetches); the mutation stays pending until they are done.
 */
function useDataMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationCallbacks<TData, TVariables>,
  effects: { before?(queryClient: QueryClient, data: TData): void; after?(queryClient: QueryClient, data: TData): Promise<unknown> },
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      effects.before?.(queryClient, args[0]);
      await options.onSuccess?.(...args);
      await effects.after?.(queryClient, args[0]);
    },
  });
}

const refreshApp = (appId: string) => ({ after: (queryClient: QueryClient) => invalidateApp(queryClient, appId) });

/** Collaborators, invitations and the activity change together. */
function refreshCollaborators(queryClient: QueryClient, appId: string): Promise<unknown> {
  return Promise.all(
    [appKeys.collaborators(appId), appKeys.invitations(appId), appKeys.activity(appId)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useCreateAppMutation(options: MutationCallbacks<DeveloperApp, { internalName: string; idempotencyKey: string }> = {}) {
  const queryClient = useQueryClient();
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: appKeys.list() });
  return useDataMutation(
    ({ internalName, idempotencyKey }: { internalName: string; idempotencyKey: string }) => createApp(internalName, idempotencyKey),
    {
      ...options,
      // A failure may come after the app was saved ("cannot be shown yet"): the list looks again, and keeps looking while stale.
      onError: (...args) => {
        refreshList();
        return options.onError?.(...args);
      },
    },
    { before: refreshList },
  );
}

/** A settings change: JSON, or multipart when a logo is uploaded or removed; `version` is the one the form edited. */
export type AppUpdate = (
  { changes: DeveloperAppChanges } | { multipart: { internalName?: string; thumbnail?: File; removeThumbnail?: boolean } }
) & { version?: number };

export function useUpdateAppMutation(appId: string, options: MutationCallbacks<DeveloperApp, AppUpdate> = {}) {
  return useDataMutation(
    (update: AppUpdate) =>
      'changes' in update ? updateApp(appId, update.changes, update.version) : updateAppMultipart(appId, update.multipart, update.version),
    options,
    { before: (queryClient, updated) => queryClient.setQueryData(appKeys.app(appId), updated), ...refreshApp(appId) },
  );
}

export function useDeleteAppMutation(appId: string, options: MutationCallbacks<void, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    ...options,
    mutationFn: () => deleteApp(appId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: appKeys.list() });
      queryClient.removeQueries({ queryKey: appKeys.app(appId) });
      await options.onSuccess?.(...args);
    },
  });
}

export function useRequestSandboxMutation(appId: string) {
  return useDataMutation(() => requestSandbox(appId), {}, refreshApp(appId));
}

export function useFakeSandboxMutation(appId: string, options: MutationCallbacks<unknown, void> = {}) {
  return useDataMutation(() => generateFakeSandbox(appId), options, refreshApp(appId));
}

type SandboxChanges = { redirect_uri?: string; allowed_cors_domain?: string; version?: number };

export function useUpdateSandboxMutation(
  appId: string,
  sandboxId: string,
  options: MutationCallbacks<Awaited<ReturnType<typeof updateSandbox>>, SandboxChanges> = {},
) {
  return useDataMutation(
    ({ version, ...changes }: SandboxChanges) => updateSandbox(sandboxId, changes, version),
    options,
    refreshApp(appId),
  );
}

export function useRevokeOldSecretMutation(uid: string, options: MutationCallbacks<unknown, void> = {}) {
  return useDataMutation(() => revokeOldClientSecret(uid), options, {
    after: (queryClient) => queryClient.invalidateQueries({ queryKey: appKeys.oauthClient(uid) }),
  });
}

export function useUpdateCollaboratorRolesMutation(
  appId: string,
  options: MutationCallbacks<unknown, { id: string; role: 'admin' | 'developer' }[]> = {},
) {
  return useDataMutation(
    (collaborators: { id: string; role: 'admin' | 'developer' }[]) => updateCollaboratorRoles(appId, collaborators),
    options,
    {
      after: (queryClient) => refreshCollaborators(queryClient, appId),
    },
  );
}

export type CollaboratorAction = 'cancelInvite' | 'removeCollaborator' | 'transferOwnership';

/** A collaborator row's menu action; a transfer also changes the app (owner, the viewer's role). */
/** `keys`: the tab's, so a transfer sent again after a lost answer keeps its key (the sender is no longer the owner then). */
export function useCollaboratorActionMutation(
  appId: string,
  keys: IdempotencyKeys,
  options: MutationCallbacks<CollaboratorAction, { item: CollaboratorAction; rowId: string }> = {},
) {
  return useDataMutation(
    async ({ item, rowId }: { item: CollaboratorAction; rowId: string }) => {
      if (item === 'cancelInvite') await cancelInvitation(appId, rowId);
      else if (item === 'removeCollaborator') await removeCollaborator(appId, rowId);
      else await keys.send(`transfer\n${rowId}`, (key) => transferOwnership(appId, rowId, key));
      return item;
    },
    options,
    {
      after: async (queryClient, item) => {
        await refreshCollaborators(queryClient, appId);
        if (item === 'transferOwnership') await invalidateApp(queryClient, appId);
      },
    },
  );
}

/** `keys`: the Add user form's, so the same invite sent again after a lost answer keeps its key. */
export function useInviteCollaboratorMutation(
  appId: string,
  keys: IdempotencyKeys,
  options: MutationCallbacks<Invitation, { email: string; role: string }> = {},
) {
  return useDataMutation(
    ({ email, role }: { email: string; role: string }) =>
      keys.send(`${email.toLowerCase()}\n${role}`, (key) => inviteCollaborator(appId, email, role, key)),
    options,
    { after: (queryClient) => refreshCollaborators(queryClient, appId) },
  );
}

export function useAcceptInvitationMutation(
  invitationId: string,
  options: MutationCallbacks<Awaited<ReturnType<typeof acceptInvitation>>, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (token: string) => acceptInvitation(invitationId, token),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: appKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}
