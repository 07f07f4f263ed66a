import { queryOptions, useQuery } from '@tanstack/react-query';
import { rawCall } from '../api/rawFetch';
import type { ConfiguredContent, PermissionLevel } from './builder';

/** The manifest version fields the Configuration Builder reads (spec §3 "Manifest / app version"). */
export interface AppVersionSummary {
  id: string;
  developer_app_id: string;
  app_version_id: string;
  environment_type: 'Sandbox' | 'ProductionEnvironment';
  version: number;
  semantic_version: string | null;
  state: string;
  created_at: string;
  auth_code_locked: boolean;
  auth_code_capable: boolean;
}

export interface AppVersion extends AppVersionSummary {
  configured_manifest_content: ConfiguredContent | null;
  next_version_content: ConfiguredContent | null;
}

export interface Tool {
  name: string;
  friendly_name: string;
  /** Level ids (none=1 … admin=4) the tool does not allow. */
  disabled_uals: number[];
}

export type Environment = 'Sandbox' | 'ProductionEnvironment';

/** Every manifest query starts with `manifests` so a new version refreshes them all (the Versions tab's too). */
export const manifestKeys = {
  all: ['manifests'] as const,
  list: (appId: string, environment: Environment) => ['manifests', 'list', appId, environment] as const,
  version: (id: string) => ['manifests', 'version', id] as const,
  templates: ['manifest-reference', 'templates'] as const,
  tools: ['manifest-reference', 'tools'] as const,
};

export const versionsQuery = (appId: string, environment: Environment) =>
  queryOptions({
    queryKey: manifestKeys.list(appId, environment),
    queryFn: async () => {
      const query = new URLSearchParams({
        'filters[developer_app_id]': appId,
        'filters[versionable_type]': environment,
        per_page: '100',
      });
      const { data } = await rawCall<{ data: AppVersionSummary[] }>('GET', `/api/v1/manifests?${query}`);
      return Array.isArray(data?.data) ? data.data : [];
    },
  });

export const useVersionsQuery = (appId: string, environment: Environment) => useQuery(versionsQuery(appId, environment));

export function useVersionQuery(id: string | undefined) {
  return useQuery({
    queryKey: manifestKeys.version(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () =>
      (await rawCall<{ data: AppVersion }>('GET', `/api/v1/app_versioned_manifests/${encodeURIComponent(id ?? '')}`)).data.data,
  });
}

/** Templates keyed by schema version; a failure is kept by the query but shows no message (spec §7). */
export function useTemplatesQuery() {
  return useQuery({
    queryKey: manifestKeys.templates,
    staleTime: Infinity,
    queryFn: async () => (await rawCall<Record<string, unknown>>('GET', '/api/v1/manifest_templates')).data,
  });
}

export function useToolsQuery(enabled = true) {
  return useQuery({
    queryKey: manifestKeys.tools,
    staleTime: Infinity,
    enabled,
    queryFn: async () => {
      const { data } = await rawCall<{ data: Tool[] }>('GET', '/api/v1/manifest_tools');
      return Array.isArray(data?.data) ? data.data : [];
    },
  });
}

/** `POST /api/v1/app_versioned_manifests`: a new sandbox version from the builder's draft. */
export async function createVersion(input: {
  appId: string;
  configured: ConfiguredContent;
  semanticVersion: string;
  allowEmpty: boolean;
}): Promise<AppVersion> {
  const body = {
    developer_app_id: input.appId,
    environment_type: 'Sandbox',
    configured_manifest_content: input.configured,
    // Blank: the platform assigns one.
    ...(input.semanticVersion ? { semantic_version: input.semanticVersion } : {}),
    ...(input.allowEmpty ? { allow_empty: true } : {}),
  };
  return (await rawCall<{ manifest: AppVersion }>('POST', '/api/v1/app_versioned_manifests', body)).data.manifest;
}

export const LEVEL_IDS: Record<PermissionLevel, number> = { none: 1, readonly: 2, standard: 3, admin: 4 };
