import type { components } from '@portal/contracts';
import { etagFor } from '@portal/service-runtime';
import { configurationFromManifest, userLevelAuth } from './content';
import { isPromotable, isSubmittable, newestIn, type AppManifests, type ManifestVersion } from './manifests.decider';
import type { ManifestContent } from './manifest.events';

/** `AppVersion` of the API, built from the decider state (the projection shows the same from the events). */
export type AppVersionView = components['schemas']['AppVersion'];

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
