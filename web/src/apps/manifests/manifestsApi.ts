import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../api/types';
import { useIdempotencyKey } from '../../api/idempotencyKey';
import { keyedPost, rawCall } from '../api/rawFetch';
import { snippetsPath } from './snippets';
import { reviewQueueChanged } from '../../admin/apps/reviewQueueChanged';

// Manifest versions: reads (projection) and writes (apps service) through the gateway. Every key
// starts with `manifests` (like the Configuration Builder's) so one invalidation refreshes them all.

type S = components['schemas'];
export type AppVersion = S['AppVersion'];
export type AppVersionSummary = S['AppVersionSummary'];
export type ManifestDiff = S['ManifestDiff'];
export type ManifestValidationResult = S['ManifestValidationResult'];
export type ManifestSnippets = S['ManifestSnippets'];
export type Environment = AppVersionSummary['environment_type'];

/** Page size of the version lists (spec §7). */
export const VERSIONS_PAGE_SIZE = 100;

export const manifestQueryKeys = {
  all: ['manifests'] as const,
  list: (appId: string, environment: Environment) => ['manifests', 'list', appId, environment] as const,
  version: (id: string) => ['manifests', 'version', id] as const,
  diff: (id: string, against: string) => ['manifests', 'diff', id, against] as const,
  snippets: (schema: string, existing: boolean) => ['manifest-reference', 'snippets', schema, existing] as const,
  templates: ['manifest-reference', 'templates'] as const,
  tools: ['manifest-reference', 'tools'] as const,
};

export const manifestsQuery = (appId: string, environment: Environment) =>
  queryOptions({
    queryKey: manifestQueryKeys.list(appId, environment),
    queryFn: async () => {
      const query = new URLSearchParams({
        'filters[developer_app_id]': appId,
        'filters[versionable_type]': environment,
        per_page: String(VERSIONS_PAGE_SIZE),
      });
      const { data } = await rawCall<{ data: AppVersionSummary[] }>('GET', `/api/v1/manifests?${query}`);
      return Array.isArray(data?.data) ? data.data : [];
    },
  });

export const useManifestsQuery = (appId: string, environment: Environment, enabled = true) =>
  useQuery({ ...manifestsQuery(appId, environment), enabled: enabled && Boolean(appId) });

/** One version as the server has it now (a review dialog checks what changed meanwhile with it). */
export const fetchAppVersion = async (id: string): Promise<AppVersion> =>
  (await rawCall<{ data: AppVersion }>('GET', `/api/v1/app_versioned_manifests/${encodeURIComponent(id)}`)).data.data;

export function useAppVersionQuery(id: string | undefined) {
  return useQuery({
    queryKey: manifestQueryKeys.version(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => fetchAppVersion(id ?? ''),
  });
}

export function useDiffQuery(id: string | undefined, against: string | undefined) {
  return useQuery({
    queryKey: manifestQueryKeys.diff(id ?? '', against ?? ''),
    enabled: Boolean(id && against && id !== against),
    queryFn: async () =>
      (
        await rawCall<{ data: ManifestDiff }>(
          'GET',
          `/api/v1/app_versioned_manifests/${encodeURIComponent(id ?? '')}/diff?against=${encodeURIComponent(against ?? '')}`,
        )
      ).data.data,
  });
}

export function useTemplatesQuery() {
  return useQuery({
    queryKey: manifestQueryKeys.templates,
    staleTime: Infinity,
    queryFn: async () => (await rawCall<Record<string, Record<string, unknown>>>('GET', '/api/v1/manifest_templates')).data,
  });
}

export function useSnippetsQuery(schemaVersion: string, hasExistingManifest: boolean) {
  const path = snippetsPath(schemaVersion, hasExistingManifest);
  return useQuery({
    queryKey: manifestQueryKeys.snippets(schemaVersion, path.includes('?') && hasExistingManifest),
    staleTime: Infinity,
    queryFn: async () => (await rawCall<ManifestSnippets>('GET', path)).data,
  });
}

export function useManifestToolsQuery() {
  return useQuery({
    queryKey: manifestQueryKeys.tools,
    staleTime: Infinity,
    queryFn: async () => {
      const { data } = await rawCall<{ data: S['ManifestTool'][] }>('GET', '/api/v1/manifest_tools');
      return Array.isArray(data?.data) ? data.data : [];
    },
  });
}

export async function validateManifest(
  appId: string,
  environment: 'sandbox' | 'production',
  content: unknown,
): Promise<ManifestValidationResult> {
  const query = new URLSearchParams({ developer_app_id: appId, environment_type: environment });
  return (await rawCall<{ data: ManifestValidationResult }>('POST', `/api/v1/manifest_validations?${query}`, { manifest: { content } }))
    .data.data;
}

/** Every mutation here refreshes all manifest reads (both lists, versions, diffs) and the admins' review queue. */
function useManifestMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: manifestQueryKeys.all }), reviewQueueChanged(queryClient)]),
  });
}

export const useCreateVersionMutation = () => {
  // Create again after a lost answer with the same content: one version, not two.
  const keyFor = useIdempotencyKey();
  return useManifestMutation(async (input: { appId: string; content: unknown; semanticVersion?: string; admin?: boolean }) => {
    const semantic = input.semanticVersion?.trim() ? { semantic_version: input.semanticVersion.trim() } : {};
    if (input.admin) {
      const body = {
        app_version: { developer_app_id: input.appId, environment_type: 'Sandbox', manifest: { content: input.content }, ...semantic },
      };
      return (await keyedPost<{ manifest: AppVersion }>(keyFor, '/api/v1/app_versions', body)).data.manifest;
    }
    const body = { developer_app_id: input.appId, environment_type: 'Sandbox', manifest: { content: input.content }, ...semantic };
    return (await keyedPost<{ manifest: AppVersion }>(keyFor, '/api/v1/app_versioned_manifests', body)).data.manifest;
  });
};

export const usePromoteMutation = () => {
  // Promote again after a lost answer: one production version, not a 422 "not newer than production".
  const keyFor = useIdempotencyKey();
  return useManifestMutation(async (input: { sourceId: string; changelog: string }) => {
    const body = { app_version_promotion: { source_app_version_id: input.sourceId, changelog: input.changelog } };
    return (await keyedPost<S['AppVersionPromotion']>(keyFor, '/api/v1/app_version_promotions', body)).data.manifest;
  });
};

export const useReviewMutation = () =>
  useManifestMutation(async (input: { id: string; action: 'submit' | 'withdraw' | 'approve' | 'reject'; notes: string }) => {
    const id = encodeURIComponent(input.id);
    if (input.action === 'submit' || input.action === 'withdraw') {
      const state = input.action === 'submit' ? 'in_review' : 'confidential';
      const body = { app_version: { state, ...(input.action === 'submit' ? { developer_notes: input.notes } : {}) } };
      return (await rawCall<AppVersion>('PATCH', `/api/v1/app_versions/${id}`, body)).data;
    }
    const body = { app_version: { state: input.action === 'approve' ? 'published' : 'confidential', admin_notes: input.notes } };
    return (await rawCall<AppVersion>('PATCH', `/api/v1/admin/app_versions/${id}`, body)).data;
  });

export const useRollbackMutation = () => {
  // Roll back again after a lost answer: one new production version, not two.
  const keyFor = useIdempotencyKey();
  return useManifestMutation(async (input: { targetId: string; changelog: string }) => {
    const body = { app_version_rollback: { target_app_version_id: input.targetId, changelog: input.changelog || undefined } };
    return (await keyedPost<{ manifest: AppVersion }>(keyFor, '/api/v1/app_version_rollbacks', body)).data.manifest;
  });
};
