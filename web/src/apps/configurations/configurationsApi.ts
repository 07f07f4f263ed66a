import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../api/idempotencyKey';
import { keyedPost } from '../api/rawFetch';
import { manifestQueryKeys, type AppVersion } from '../manifests/manifestsApi';
import type { ConfiguredContent } from './builder';

// The builder reads versions, templates and tools through the shared manifest hooks
// (../manifests/manifestsApi); its one write is here: a sandbox version from the draft's
// configured content (the editor sends whole manifests instead).

/** `POST /api/v1/app_versioned_manifests` with `configured_manifest_content`; every manifest query refreshes on success. */
export function useCreateFromDraftMutation(onCreated: (version: AppVersion) => void) {
  const queryClient = useQueryClient();
  // Create again after a lost answer with the same draft: one version, not two.
  const keyFor = useIdempotencyKey();
  return useMutation({
    mutationFn: async (input: { appId: string; configured: ConfiguredContent; semanticVersion: string; allowEmpty: boolean }) => {
      const body = {
        developer_app_id: input.appId,
        environment_type: 'Sandbox',
        configured_manifest_content: input.configured,
        // Blank: the platform assigns one.
        ...(input.semanticVersion ? { semantic_version: input.semanticVersion } : {}),
        ...(input.allowEmpty ? { allow_empty: true } : {}),
      };
      return (await keyedPost<{ manifest: AppVersion }>(keyFor, '/api/v1/app_versioned_manifests', body)).data.manifest;
    },
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: manifestQueryKeys.all });
      onCreated(created);
    },
  });
}
