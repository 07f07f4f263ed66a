import { etagFor } from '@portal/service-runtime';
import { configurationFromManifest, userLevelAuth } from './content';
import { isPromotable, isSubmittable, newestIn, type AppManifests, type ManifestVersion } from './manifests.decider';
import type { ManifestContent } from './manifest.events';

/** `AppVersion` of the API, built from the decider state (the projection shows the same from the events). */
export interface AppVersionView {
  id: string;
  developer_app_id: string;
  app_version_id: string;
  environment_type: 'Sandbox' | 'ProductionEnvironment';
  version: number;
  semantic_version: string | null;
  schema_version: string;
  state: string;
  review_status: string;
  submittable: boolean;
  promotable: boolean;
  published_to_marketplace: boolean;
  created_at: string;
  changelog: string | null;
  developer_notes: string | null;
  admin_notes: string | null;
  content: ManifestContent;
  configured_manifest_content: ManifestContent | null;
  next_version_content: ManifestContent | null;
  auth_code_locked: boolean;
  auth_code_capable: boolean;
  grant_type: 'authorization_code' | 'client_credentials';
  etag?: string;
}

/** What the draft resets from: the newest sandbox version's configured content (derived from its manifest when edited by hand). */
export const nextVersionContent = (state: AppManifests): ManifestContent | null => {
  const newest = newestIn(state, 'sandbox');
  if (!newest) return null;
  return newest.configuredContent ?? (configurationFromManifest(newest.content) as ManifestContent);
};

/** The production version is published with user-level auth: turning it off would break installations. */
export const authCodeLocked = (state: AppManifests): boolean => {
  const published = state.versions.filter((v) => v.environment === 'production' && v.state === 'published').at(-1);
  return published ? userLevelAuth(published.content) : false;
};

export const appVersionView = (state: AppManifests, version: ManifestVersion, streamVersion?: number): AppVersionView => {
  const userLevel = userLevelAuth(version.content);
  return {
    id: version.id,
    developer_app_id: version.appId,
    app_version_id: version.appVersionKey,
    environment_type: version.environment === 'sandbox' ? 'Sandbox' : 'ProductionEnvironment',
    version: version.number,
    semantic_version: version.semanticVersion,
    schema_version: version.schemaVersion,
    state: version.state,
    review_status: version.reviewStatus,
    submittable: isSubmittable(state, version),
    promotable: isPromotable(state, version),
    published_to_marketplace: version.state === 'published',
    created_at: version.createdAt,
    changelog: version.changelog,
    developer_notes: version.developerNotes,
    admin_notes: version.adminNotes,
    content: version.content,
    configured_manifest_content: version.configuredContent,
    next_version_content: nextVersionContent(state),
    auth_code_locked: authCodeLocked(state),
    auth_code_capable: userLevel,
    grant_type: userLevel ? 'authorization_code' : 'client_credentials',
    ...(streamVersion === undefined ? {} : { etag: etagFor(streamVersion) }),
  };
};
