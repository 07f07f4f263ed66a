import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { removal } from '../../api/apiError';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/types';
import { rawCall } from './rawFetch';
import type {
  ActivityEntry,
  Collaborator,
  DeveloperApp,
  DeveloperAppChanges,
  DeveloperAppPermissions,
  DeveloperAppSummary,
  Invitation,
  Sandbox,
} from './types';
import { sandboxRefetchInterval } from '../lib/polling';

export const appKeys = {
  all: ['apps'] as const,
  list: () => ['apps', 'list'] as const,
  app: (id: string) => ['apps', 'app', id] as const,
  permissions: (id: string) => ['apps', 'permissions', id] as const,
  collaborators: (id: string) => ['apps', 'collaborators', id] as const,
  invitations: (id: string) => ['apps', 'invitations', id] as const,
  activity: (id: string) => ['apps', 'activity', id] as const,
  oauthClient: (uid: string) => ['apps', 'oauth-client', uid] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

export async function fetchApps(): Promise<DeveloperAppSummary[]> {
  const { data } = await unwrap(api.GET('/api/v1/developer_apps'));
  return Array.isArray(data) ? data : [];
}

export async function fetchApp(id: string): Promise<DeveloperApp> {
  return (await unwrap(api.GET('/api/v1/developer_apps/{id}', path(id)))).data;
}

/** The same idempotencyKey again answers with the app the first send made (a retry never makes a second app). */
export async function createApp(internalName: string, idempotencyKey: string): Promise<DeveloperApp> {
  const request = { body: { internal_name: internalName }, params: { header: { 'Idempotency-Key': idempotencyKey } } };
  return (await unwrap(api.POST('/api/v1/developer_apps', request))).data;
}

/**
 * `If-Match` for the app's version a form was loaded at: a change someone else saved meanwhile then answers 412
 * instead of being overwritten without a word (two collaborators editing redirect URIs). None: the last writer wins.
 */
export const ifMatchVersion = (version: number | undefined): { 'If-Match'?: string } =>
  version === undefined ? {} : { 'If-Match': `W/"${version}"` };

export async function updateApp(id: string, changes: DeveloperAppChanges, version?: number): Promise<DeveloperApp> {
  const request = { params: { path: { id }, header: ifMatchVersion(version) }, body: { developer_app: changes } };
  return (await unwrap(api.PATCH('/api/v1/developer_apps/{id}', request))).data;
}

/** Multipart settings save: name and/or a new logo (replaces the old) or its removal. */
export async function updateAppMultipart(
  id: string,
  fields: { internalName?: string; thumbnail?: File; removeThumbnail?: boolean },
  version?: number,
): Promise<DeveloperApp> {
  const form = new FormData();
  if (fields.internalName !== undefined) form.append('developer_app[internal_name]', fields.internalName);
  if (fields.thumbnail) form.append('developer_app[thumbnail]', fields.thumbnail, fields.thumbnail.name);
  if (fields.removeThumbnail) form.append('developer_app[remove_thumbnail]', 'true');
  return (await rawCall<DeveloperApp>('PATCH', `/api/v1/developer_apps/${encodeURIComponent(id)}`, form, ifMatchVersion(version))).data;
}

export async function deleteApp(id: string): Promise<void> {
  await removal(() => unwrap(api.DELETE('/api/v1/developer_apps/{id}', path(id))));
}

export async function fetchPermissions(id: string): Promise<DeveloperAppPermissions> {
  return (await unwrap(api.GET('/api/v1/developer_app_permissions', { params: { query: { developer_app_id: id } } }))).data;
}

export async function fetchCollaborators(id: string): Promise<Collaborator[]> {
  const { data } = await unwrap(api.GET('/api/v1/collaborators', { params: { query: { developer_app_id: id } } }));
  return Array.isArray(data) ? data : [];
}

export async function fetchInvitations(id: string): Promise<Invitation[]> {
  const { data } = await unwrap(api.GET('/api/v1/invitations', { params: { query: { developer_app_id: id } } }));
  return Array.isArray(data) ? data : [];
}

export async function fetchActivity(id: string): Promise<ActivityEntry[]> {
  const { data } = await unwrap(api.GET('/api/v1/developer_apps/{id}/activity', path(id)));
  return Array.isArray(data) ? data : [];
}

export async function updateCollaboratorRoles(
  appId: string,
  collaborators: { id: string; role: 'admin' | 'developer' }[],
): Promise<Collaborator[]> {
  return (await unwrap(api.PATCH('/api/v1/collaborators', { body: { developer_app_id: appId, collaborators } }))).data;
}

export async function removeCollaborator(appId: string, collaboratorId: string): Promise<void> {
  await removal(() =>
    unwrap(api.DELETE('/api/v1/collaborators/{id}', { params: { path: { id: collaboratorId }, query: { developer_app_id: appId } } })),
  );
}

/** Sent again with its key after a lost answer, it meets the invitation the first one made (one e-mail). */
export async function inviteCollaborator(appId: string, email: string, role: string, idempotencyKey: string): Promise<Invitation> {
  return (
    await unwrap(
      api.POST('/api/v1/invitations', {
        params: { header: { 'Idempotency-Key': idempotencyKey } },
        body: { developer_app_id: appId, email, role },
      }),
    )
  ).data;
}

export async function cancelInvitation(appId: string, invitationId: string): Promise<Invitation> {
  return (
    await unwrap(
      api.PATCH('/api/v1/invitations/{id}', {
        params: { path: { id: invitationId } },
        body: { developer_app_id: appId, invitation: { status: 'canceled' } },
      }),
    )
  ).data;
}

export async function acceptInvitation(invitationId: string, token: string) {
  return (await unwrap(api.POST('/api/v1/invitations/{id}/acceptance', { params: { path: { id: invitationId } }, body: { token } }))).data;
}

export async function transferOwnership(appId: string, collaboratorId: string, idempotencyKey: string): Promise<DeveloperApp> {
  return (
    await unwrap(
      api.POST('/api/v1/developer_apps/{id}/ownership_transfers', {
        params: { path: { id: appId }, header: { 'Idempotency-Key': idempotencyKey } },
        body: { collaborator_id: collaboratorId },
      }),
    )
  ).data;
}

export async function requestSandbox(appId: string): Promise<Sandbox> {
  return (await unwrap(api.POST('/api/v1/developer_apps/{id}/sandbox_requests', path(appId)))).data;
}

export async function generateFakeSandbox(appId: string): Promise<Sandbox> {
  return (await unwrap(api.POST('/api/v1/developer_apps/{id}/fake_sandbox', path(appId)))).data;
}

/** `version`: the sandbox's, as the form loaded it (If-Match; 412 when someone changed the sandbox meanwhile). */
export async function updateSandbox(
  sandboxId: string,
  changes: { redirect_uri?: string; allowed_cors_domain?: string },
  version?: number,
): Promise<Sandbox> {
  const request = { params: { path: { id: sandboxId }, header: ifMatchVersion(version) }, body: { sandbox: changes } };
  return (await unwrap(api.PATCH('/api/v1/sandboxes/{id}', request))).data;
}

export async function resetSandboxSecret(sandboxId: string): Promise<{ app_id: string; app_secret: string }> {
  return (await unwrap(api.POST('/api/v1/sandboxes/{id}/reset_secret', { params: { path: { id: sandboxId } } }))).data;
}

/** The app query; while its sandbox is pending it refreshes itself with a backoff. */
export const appQueryOptions = (id: string) =>
  queryOptions({
    queryKey: appKeys.app(id),
    queryFn: () => fetchApp(id),
    refetchInterval: (query) => sandboxRefetchInterval(query.state.data?.sandbox?.status, query.state.dataUpdateCount),
  });

export function useAppQuery(id: string) {
  return useQuery(appQueryOptions(id));
}

export const permissionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: appKeys.permissions(id), queryFn: () => fetchPermissions(id) });

export function usePermissionsQuery(id: string) {
  return useQuery(permissionsQueryOptions(id));
}

/**
 * Starts the app page's two reads as soon as the route matches, beside the session check and the
 * page's code, instead of after them (the page's largest paint waits for these answers).
 */
export function prefetchAppPage(queryClient: QueryClient, id: string): void {
  void queryClient.prefetchQuery(appQueryOptions(id));
  void queryClient.prefetchQuery(permissionsQueryOptions(id));
}

/** The signed-in developer's apps (the My apps list). */
export function useAppsQuery() {
  return useQuery({ queryKey: appKeys.list(), queryFn: fetchApps });
}

export function useActivityQuery(appId: string) {
  return useQuery({ queryKey: appKeys.activity(appId), queryFn: () => fetchActivity(appId) });
}

export function useCollaboratorsQuery(appId: string) {
  return useQuery({ queryKey: appKeys.collaborators(appId), queryFn: () => fetchCollaborators(appId) });
}

/** Pending and past invitations; only those who may manage collaborators ask for them. */
export function useInvitationsQuery(appId: string, enabled: boolean) {
  return useQuery({ queryKey: appKeys.invitations(appId), queryFn: () => fetchInvitations(appId), enabled });
}

/** The app's OAuth client (reset count, grace period); only those who may reset its secret ask for it. */
export function useOAuthApplicationQuery(uid: string, enabled: boolean) {
  return useQuery({ queryKey: appKeys.oauthClient(uid), queryFn: () => fetchOAuthApplication(uid), enabled });
}

/** After any change to an app: its page data, permissions (role changes) and the list. */
export function invalidateApp(queryClient: QueryClient, id: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'apps' && (q.queryKey[1] === 'list' || q.queryKey[2] === id),
  });
}

export type OAuthApplication = components['schemas']['OAuthApplication'];
export type OAuthApplicationWithSecret = components['schemas']['OAuthApplicationWithSecret'];

const uidPath = (uid: string) => ({ params: { path: { uid } } });

export async function fetchOAuthApplication(uid: string): Promise<OAuthApplication> {
  return (await unwrap(api.GET('/api/v1/oauth_applications/{uid}', uidPath(uid)))).data;
}

/** Shows the new secret once. `confirm` is required by the server once the reset count is above 0. */
/** Sent again with its key after a lost answer, the reset is made again without asking to confirm (nobody saw its secret). */
export async function resetClientSecret(uid: string, confirm: boolean, idempotencyKey: string): Promise<OAuthApplicationWithSecret> {
  return (
    await unwrap(
      api.POST('/api/v1/oauth_applications/{uid}/reset_secret', {
        params: { path: { uid }, header: { 'Idempotency-Key': idempotencyKey } },
        body: { confirm },
      }),
    )
  ).data;
}

/** Beyond the spec: a new secret while the old one keeps working for `graceHours`; sent again with its key, the new secret again. */
export async function rotateClientSecret(uid: string, graceHours: number, idempotencyKey: string): Promise<OAuthApplicationWithSecret> {
  return (
    await unwrap(
      api.POST('/api/v1/oauth_applications/{uid}/rotate_secret', {
        params: { path: { uid }, header: { 'Idempotency-Key': idempotencyKey } },
        body: { grace_hours: graceHours },
      }),
    )
  ).data;
}

export async function revokeOldClientSecret(uid: string): Promise<OAuthApplication> {
  return (await unwrap(api.POST('/api/v1/oauth_applications/{uid}/revoke_old_secret', uidPath(uid)))).data;
}
