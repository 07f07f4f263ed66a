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
