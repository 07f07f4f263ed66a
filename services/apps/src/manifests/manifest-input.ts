import { ValidationError } from '@portal/decider';
import { publicNameOf, type App } from '../apps/app.decider';
import {
  configurationFromManifest,
  isSchemaVersion,
  manifestFromConfiguration,
  parseManifestContent,
  unknownSchemaVersion,
  withAppIdentity,
  type ConfiguredManifestContent,
  type ManifestContent,
  type SchemaVersion,
} from './content';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const schemaVersionOf = (requested: unknown, content: ManifestContent | null): SchemaVersion => {
  const value = requested ?? content?.schema_version ?? '3';
  if (isSchemaVersion(value)) return value;
  // Worded as the validator words it at /schema_version (it said "must be 3 or 4.1" here).
  throw new ValidationError({ schema_version: [unknownSchemaVersion()] });
};

export const CONTENT_REQUIRED = 'Send the version as configured_manifest_content or as manifest.content';

export interface ContentInput {
  configured_manifest_content?: unknown;
  manifest?: { content?: unknown } | null;
  schema_version?: unknown;
}

/**
 * The version's content: the Configuration Builder's configured content turned into a manifest, or
 * the editor's manifest (an object or a string of JSON) with the configuration it amounts to.
 * `app_manifest.uid`/`name` are the app's.
 */
export const contentFrom = (
  input: ContentInput,
  app: App,
): { content: ManifestContent; configuredContent: ManifestContent | null; schemaVersion: SchemaVersion; fromBuilder: boolean } => {
  // Neither body: "Invalid JSON, could not parse manifest" would blame JSON nobody sent.
  if (!isObject(input.configured_manifest_content) && (input.manifest?.content === undefined || input.manifest.content === null)) {
    throw new ValidationError({ manifest: [CONTENT_REQUIRED] });
  }
  const identity = { uid: app.uid, name: publicNameOf(app) };
  if (isObject(input.configured_manifest_content)) {
    const schemaVersion = schemaVersionOf(input.schema_version, null);
    const configured = input.configured_manifest_content;
    const content = manifestFromConfiguration(configured as ConfiguredManifestContent, schemaVersion, identity);
    return { content, configuredContent: configured, schemaVersion, fromBuilder: true };
  }
  const parsed = parseManifestContent(input.manifest?.content);
  if ('error' in parsed) throw new ValidationError({ manifest: [parsed.error.message] });
  const schemaVersion = schemaVersionOf(input.schema_version, parsed.content);
  const content = withAppIdentity({ ...parsed.content, schema_version: schemaVersion }, identity);
  // Decided here, once, and carried by the event: the builder's draft resets from it (next_version_content).
  const configuredContent = configurationFromManifest(content) as ManifestContent;
  return { content, configuredContent, schemaVersion, fromBuilder: false };
};

export const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Whether a version's changelog is what a request asked for, as the decider stores it (trimmed, blank as none). */
export const sameChangelog = (made: string | null, asked: string | null): boolean => made === (asked?.trim() ? asked.trim() : null);
