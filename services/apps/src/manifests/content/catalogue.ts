import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SCHEMA_VERSIONS, type SchemaVersion, type Snippets, type Tool } from './types';

/** `contracts/manifests`, found through the contracts package (works from src/ in tests and dist/ in services). */
export const MANIFESTS_DIR = join(dirname(require.resolve('@portal/contracts/package.json')), 'manifests');

const cache = new Map<string, unknown>();
const readJson = <T>(file: string): T => {
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(join(MANIFESTS_DIR, file), 'utf8')));
  // Callers get a copy: the cached documents must never be mutated.
  return structuredClone(cache.get(file)) as T;
};

/** The published JSON Schema of a manifest schema version. */
export const manifestSchema = (version: SchemaVersion): Record<string, unknown> => readJson(`manifest-${version}.schema.json`);

/** The maintained tool catalogue (name, friendly_name, disabled_uals). */
export const tools = (): Tool[] => readJson('tools.json');

/** The starting content per schema version, keyed by version. */
export const manifestTemplates = (): Record<SchemaVersion, Record<string, unknown>> =>
  Object.fromEntries(SCHEMA_VERSIONS.map((v) => [v, readJson(`templates/${v}.json`)])) as Record<SchemaVersion, Record<string, unknown>>;

/**
 * Editor snippets (oauth, iframe, fullscreen, sidepanel). Below schema 4 `hasExistingManifest`
 * picks fragments to insert into existing components (true) or whole `components` blocks (false);
 * 4.1 has one set.
 */
export const manifestSnippets = (version: SchemaVersion, hasExistingManifest: boolean): Snippets => {
  if (version === '4.1') return readJson('snippets/4.1.json');
  const both = readJson<{ existing: Snippets; new: Snippets }>(`snippets/${version}.json`);
  return hasExistingManifest ? both.existing : both.new;
};
