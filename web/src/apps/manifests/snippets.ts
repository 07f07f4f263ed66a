/** The schema versions whose snippets the editor fetches (spec 2 §7: both, whichever the manifest uses). */
export const SNIPPET_SCHEMA_VERSIONS = ['3', '4.1'] as const;

/** `has_existing_manifest` is sent only below schema 4, where the snippets depend on it (spec 2 §7). */
export const snippetsPath = (schemaVersion: string, hasExistingManifest: boolean): string => {
  const path = `/api/v1/manifest_templates/${encodeURIComponent(schemaVersion)}/snippets`;
  return Number.parseFloat(schemaVersion) < 4 ? `${path}?has_existing_manifest=${hasExistingManifest}` : path;
};
