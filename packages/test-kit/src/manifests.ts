import type { ApiSession } from './api-session';

export interface ConfiguredManifestOptions {
  permissions?: Record<string, unknown>;
  /** A user-level app signs users in (OAuth on); a service-level one does not. */
  userLevel?: boolean;
  description?: string;
}

/** The smallest configured manifest the Configuration Builder saves: one full-screen component. */
export const configuredManifest = ({
  permissions = { company: {}, project: {} },
  userLevel = false,
  description = 'Full screen',
}: ConfiguredManifestOptions = {}) => ({
  fullscreen: {
    source_url: 'https://app.example.com/full',
    description,
    user_configuration: { schema: { type: 'object', properties: {}, required: [] } },
  },
  permissions,
  oauth: { enabled: userLevel },
});

/** A production version of the app (a sandbox version promoted): what a Marketplace listing names as its release. */
export const productionVersionId = async (session: ApiSession, appId: string): Promise<string> => {
  const sandbox = await session.post<{ manifest: { id: string } }>('/api/v1/app_versioned_manifests', {
    developer_app_id: appId,
    environment_type: 'Sandbox',
    configured_manifest_content: configuredManifest(),
  });
  if (sandbox.status !== 201) throw new Error(`set-up: a sandbox version answered ${sandbox.status}`);
  const promoted = await session.post<{ app_version_promotion: { manifest: { id: string } } }>('/api/v1/app_version_promotions', {
    app_version_promotion: { source_app_version_id: sandbox.body.manifest.id, changelog: 'First release' },
  });
  if (promoted.status !== 201) throw new Error(`set-up: promoting the sandbox version answered ${promoted.status}`);
  return promoted.body.app_version_promotion.manifest.id;
};
