/**
 * Manifest content (issue 10): pure functions over the JSON a version holds. Schemas, the tool
 * catalogue, templates and snippets live in `contracts/manifests/`.
 */
export * from './types';
export { MANIFESTS_DIR, manifestSchema, manifestSnippets, manifestTemplates, tools } from './catalogue';
export {
  configurationFromManifest,
  iframeInstances,
  manifestFromConfiguration,
  oauthInstances,
  permissionsOf,
  schemaVersionOf,
  userLevelAuth,
  withAppIdentity,
} from './conversion';
export {
  isValidUrl,
  levelNotAllowed,
  MESSAGES,
  parseManifestContent,
  SIDEPANEL_NOT_AVAILABLE,
  unknownSchemaVersion,
  unknownTool,
  validateManifest,
} from './validation';
