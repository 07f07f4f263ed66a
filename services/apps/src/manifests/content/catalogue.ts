// Pure data: the documents of contracts/manifests, bundled as modules (no file reads at run time).
import schema3 from '@portal/contracts/manifests/manifest-3.schema.json';
import schema41 from '@portal/contracts/manifests/manifest-4.1.schema.json';
import snippets3 from '@portal/contracts/manifests/snippets/3.json';
import snippets41 from '@portal/contracts/manifests/snippets/4.1.json';
import template3 from '@portal/contracts/manifests/templates/3.json';
import template41 from '@portal/contracts/manifests/templates/4.1.json';
import catalogue from '@portal/contracts/manifests/tools.json';
import type { SchemaVersion, Snippets, Tool } from './types';

// Callers get copies: the shared documents must never be mutated.
const copy = <T>(value: unknown): T => structuredClone(value) as T;

/** The published JSON Schema of a manifest schema version. */
export const manifestSchema = (version: SchemaVersion): Record<string, unknown> => copy(version === '4.1' ? schema41 : schema3);

/** The maintained tool catalogue (name, friendly_name, disabled_uals). */
export const tools = (): Tool[] => copy(catalogue);

/** The starting content per schema version, keyed by version. */
export const manifestTemplates = (): Record<SchemaVersion, Record<string, unknown>> => copy({ '3': template3, '4.1': template41 });

/**
 * Editor snippets (oauth, iframe, fullscreen, sidepanel). Below schema 4 `hasExistingManifest`
 * picks fragments to insert into existing components (true) or whole `components` blocks (false);
 * 4.1 has one set.
 */
export const manifestSnippets = (version: SchemaVersion, hasExistingManifest: boolean): Snippets => {
  if (version === '4.1') return copy(snippets41);
  return copy(hasExistingManifest ? snippets3.existing : snippets3.new);
};
