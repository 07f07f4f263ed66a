import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/types';
import { refreshSecurityLog } from '../../security-log/securityLogQuery';

export type AdminDeveloper = components['schemas']['AdminDeveloper'];

export interface DeveloperFormValues {
  first_name: string;
  last_name: string;
  company_name: string;
  is_admin: boolean;
  is_employee: boolean;
}

export const formFromDeveloper = (d: AdminDeveloper): DeveloperFormValues => ({
  first_name: d.first_name,
  last_name: d.last_name,
  company_name: d.company_name ?? '',
  is_admin: d.is_admin,
  is_employee: d.is_employee,
});

/** Only the fields that changed are sent; an emptied company becomes none. */
export function changedFields(values: DeveloperFormValues, initial: DeveloperFormValues) {
  const out: { first_name?: string; last_name?: string; company_name?: string | null; is_admin?: boolean; is_employee?: boolean } = {};
  if (values.first_name !== initial.first_name) out.first_name = values.first_name;
  if (values.last_name !== initial.last_name) out.last_name = values.last_name;
  if (values.company_name !== initial.company_name) out.company_name = values.company_name.trim() || null;
  if (values.is_admin !== initial.is_admin) out.is_admin = values.is_admin;
  if (values.is_employee !== initial.is_employee) out.is_employee = values.is_employee;
  return out;
}

/** One developer as the admin pages read it (the edit page, and the owner filters naming a developer by id). */
export const adminDeveloperQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'developer', id],
    queryFn: async ({ signal }) => {
      const { data, response } = await unwrap(api.GET('/api/v1/admin/developers/{id}', { params: { path: { id } }, signal }));
      return { developer: data, etag: response.headers.get('ETag') };
    },
    staleTime: 0,
  });

export function useAdminDeveloperQuery(id: string) {
  return useQuery(adminDeveloperQueryOptions(id));
}

/** PATCH with If-Match: a stale page answers 412. */
export function useSaveDeveloperMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag, changes }: { id: string; etag: string | null; changes: ReturnType<typeof changedFields> }) =>
      (
        await unwrap(
          api.PATCH('/api/v1/admin/developers/{id}', {
            params: { path: { id }, header: etag ? { 'If-Match': etag } : {} },
            body: { developer: changes },
          }),
        )
      ).data,
    onSuccess: () => {
      // Not awaited: the page's own `onSuccess` (back to the list) must run before the reloaded developer's new
      // version remounts the form, which would drop it. Roles granted or revoked appear in the security log.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void refreshSecurityLog(queryClient);
    },
  });
}
