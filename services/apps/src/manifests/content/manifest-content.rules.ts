/**
 * Manifest content (issue 10): pure functions over the JSON a version holds (no I/O: the schemas,
 * tool catalogue, templates and snippets of `contracts/manifests/` are bundled as data). Named
 * `.rules.ts` so deciders may import it; other code imports `./content`.
 */
export * from './types';
export { manifestSchema, manifestSnippets, manifestTemplates, tools } from './catalogue';
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
