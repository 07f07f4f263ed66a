import { api, unwrap } from '../../api/client';
import { rawCall } from '../../apps/api/rawFetch';
import type { AdminDeveloperApp, AdminDeveloperAppChanges, AppContact } from '../../apps/api/types';

export const adminAppKey = (id: string) => ['admin', 'developer_apps', id] as const;

const path = (id: string) => ({ params: { path: { id } } });

export async function fetchAdminApp(id: string): Promise<AdminDeveloperApp> {
  return (await unwrap(api.GET('/api/v1/admin/developer_apps/{id}', path(id)))).data;
}

export async function patchAdminApp(
  id: string,
  changes: AdminDeveloperAppChanges,
  sandbox?: { redirect_uri?: string; allowed_cors_domain?: string },
): Promise<AdminDeveloperApp> {
  return (
    await unwrap(
      api.PATCH('/api/v1/admin/developer_apps/{id}', {
        ...path(id),
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

export async function changeOwner(id: string, developerId: string): Promise<AdminDeveloperApp> {
  return (await unwrap(api.PUT('/api/v1/admin/developer_apps/{id}/owner', { ...path(id), body: { developer_id: developerId } }))).data;
}

export async function addContact(id: string, contact: { name: string; email: string }): Promise<AppContact> {
  return (await unwrap(api.POST('/api/v1/admin/developer_apps/{id}/contacts', { ...path(id), body: contact }))).data;
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
