import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { appKeys, ifMatchVersion } from '../../apps/api/appsApi';
import type { MutationCallbacks } from '../../apps/api/appsMutations';
import { rawCall } from '../../apps/api/rawFetch';
import type { AdminDeveloperApp, AdminDeveloperAppChanges, AppContact } from '../../apps/api/types';

export const adminAppKey = (id: string) => ['admin', 'developer_apps', id] as const;

const path = (id: string) => ({ params: { path: { id } } });

export type SandboxChanges = { redirect_uri?: string; allowed_cors_domain?: string };

export async function fetchAdminApp(id: string): Promise<AdminDeveloperApp> {
  return (await unwrap(api.GET('/api/v1/admin/developer_apps/{id}', path(id)))).data;
}

/** `version`: the If-Match of what the request changes (the app's, or the sandbox's for sandbox-only changes). */
export async function patchAdminApp(
  id: string,
  changes: AdminDeveloperAppChanges,
  sandbox?: SandboxChanges,
  version?: number,
): Promise<AdminDeveloperApp> {
  return (
    await unwrap(
      api.PATCH('/api/v1/admin/developer_apps/{id}', {
        params: { path: { id }, header: ifMatchVersion(version) },
        // openapi-fetch's body type turns the null-only `deleted_at` (undelete) into `undefined`.
        body: { developer_app: changes, ...(sandbox ? { sandbox_attributes: sandbox } : {}) } as never,
      }),
    )
  ).data;
}

export async function uploadAdminLogo(id: string, file: File): Promise<AdminDeveloperApp> {
  const form = new FormData();
  form.append('developer_app[thumbnail]', file, file.name);
  return (await rawCall<AdminDeveloperApp>('PUT', `/api/v1/admin/developer_apps/${encodeURIComponent(id)}`, form)).data;
}

export async function removeAdminLogo(id: string): Promise<AdminDeveloperApp> {
  return (await unwrap(api.PUT('/api/v1/admin/developer_apps/{id}', { ...path(id), body: { developer_app: { remove_thumbnail: true } } })))
    .data;
}

/** Changes the owner (the answer has waited for the platform to record the new one: its mismatch is a real one). */
export async function changeOwner(id: string, developerId: string): Promise<AdminDeveloperApp> {
  return (await unwrap(api.PUT('/api/v1/admin/developer_apps/{id}/owner', { ...path(id), body: { developer_id: developerId } }))).data;
}

export type ContactInput = { name: string; email: string };

export async function addContact(id: string, contact: ContactInput): Promise<AppContact> {
  return (await unwrap(api.POST('/api/v1/admin/developer_apps/{id}/contacts', { ...path(id), body: contact }))).data;
}

const contactPath = (id: string, contactId: string) => ({ params: { path: { id, contact_id: contactId } } });

export async function changeContact(id: string, contactId: string, contact: ContactInput): Promise<AppContact> {
  return (
    await unwrap(api.PATCH('/api/v1/admin/developer_apps/{id}/contacts/{contact_id}', { ...contactPath(id, contactId), body: contact }))
  ).data;
}

export async function removeContact(id: string, contactId: string): Promise<void> {
  await unwrap(api.DELETE('/api/v1/admin/developer_apps/{id}/contacts/{contact_id}', contactPath(id, contactId)));
}

export interface OwnerOption {
  id: string;
  email: string;
}

/** The owner picker: GET /api/v1/admin/developers?search= in options mode ({id, email}). */
export async function searchOwners(search: string, signal?: AbortSignal): Promise<OwnerOption[]> {
  const { data } = await unwrap(api.GET('/api/v1/admin/developers', { params: { query: { search } }, signal }));
  const list: unknown[] = Array.isArray(data) ? data : [];
  return list.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { id, email } = item as { id?: unknown; email?: unknown };
    return typeof id === 'string' && typeof email === 'string' ? [{ id, email }] : [];
  });
}

export function useAdminAppQuery(id: string) {
  return useQuery({ queryKey: adminAppKey(id), queryFn: () => fetchAdminApp(id) });
}

/** Developers matching `search` for the owner picker; idle while the search is empty. */
export function useOwnerOptionsQuery(search: string) {
  return useQuery({
    queryKey: ['admin', 'owner-options', search],
    queryFn: ({ signal }) => searchOwners(search, signal),
    enabled: search.length > 0,
  });
}

/**
 * Every admin change answers with the whole app: it replaces the cached admin page, and the
 * developer-side app pages and lists are refreshed.
 */
function useAdminAppChange<V>(
  id: string,
  change: (variables: V) => Promise<AdminDeveloperApp>,
  options: MutationCallbacks<AdminDeveloperApp, V>,
) {
  const queryClient = useQueryClient();
  return useMutation<AdminDeveloperApp, Error, V>({
    ...options,
    mutationFn: change,
    onSuccess: async (...args) => {
      queryClient.setQueryData(adminAppKey(id), args[0]);
      void queryClient.invalidateQueries({ queryKey: appKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}

export type AdminAppUpdate = { changes: AdminDeveloperAppChanges; sandbox?: SandboxChanges; version?: number };

export const useUpdateAdminAppMutation = (id: string, options: MutationCallbacks<AdminDeveloperApp, AdminAppUpdate> = {}) =>
  useAdminAppChange(id, ({ changes, sandbox, version }: AdminAppUpdate) => patchAdminApp(id, changes, sandbox, version), options);

/** A new logo, or `null` to remove it. */
export const useAdminLogoMutation = (id: string, options: MutationCallbacks<AdminDeveloperApp, File | null> = {}) =>
  useAdminAppChange(id, (file: File | null) => (file ? uploadAdminLogo(id, file) : removeAdminLogo(id)), options);

export const useChangeOwnerMutation = (id: string, options: MutationCallbacks<AdminDeveloperApp, string> = {}) =>
  useAdminAppChange(id, (developerId: string) => changeOwner(id, developerId), options);

/** A contact command answers with the contact alone: the admin page is fetched again before the caller moves on. */
function useContactMutation<T, V>(id: string, change: (variables: V) => Promise<T>, options: MutationCallbacks<T, V>) {
  const queryClient = useQueryClient();
  return useMutation<T, Error, V>({
    ...options,
    mutationFn: change,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: adminAppKey(id) });
      await options.onSuccess?.(...args);
    },
  });
}

export const useAddContactMutation = (id: string, options: MutationCallbacks<AppContact, ContactInput> = {}) =>
  useContactMutation(id, (contact: ContactInput) => addContact(id, contact), options);

export const useChangeContactMutation = (id: string, contactId: string, options: MutationCallbacks<AppContact, ContactInput> = {}) =>
  useContactMutation(id, (contact: ContactInput) => changeContact(id, contactId, contact), options);

export const useRemoveContactMutation = (id: string, contactId: string, options: MutationCallbacks<void, void> = {}) =>
  useContactMutation(id, () => removeContact(id, contactId), options);
