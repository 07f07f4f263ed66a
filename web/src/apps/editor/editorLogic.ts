// Pure rules of the manifest editor: parsing, snippet insertion, the Create button, the version field.

import { locateJsonError, type JsonErrorAt } from './jsonError';

export type ValidationState = 'idle' | 'validating' | 'passed' | 'failed';
export type SnippetKind = 'oauth' | 'iframe' | 'sidepanel' | 'fullscreen';
export const SNIPPET_KINDS: readonly SnippetKind[] = ['oauth', 'iframe', 'sidepanel', 'fullscreen'];

/** Debounce of the live validation (ms). */
export const VALIDATION_DEBOUNCE_MS = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Not a manifest: `at` is where the JSON goes wrong, null when it is JSON but not an object (or not locatable). */
export type Parsed = { ok: true; content: Record<string, unknown> } | { ok: false; at: JsonErrorAt | null };

/** The editor text as a manifest object; anything else (bad JSON, an array, a number) does not parse. */
export function parseManifest(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? { ok: true, content: value } : { ok: false, at: null };
  } catch {
    return { ok: false, at: locateJsonError(text) };
  }
}

export const formatManifest = (content: unknown): string => JSON.stringify(content, null, 2);

/**
 * The manifest with a snippet inserted: an oauth instance joins `components.oauth.instances`; the
 * iframe block is set when missing; a side panel or full screen joins `components.iframe.instances`.
 */
export function insertSnippet(content: Record<string, unknown>, kind: SnippetKind, snippet: unknown): Record<string, unknown> {
  const components = isRecord(content.components) ? { ...content.components } : {};
  const block = (key: string) => (isRecord(components[key]) ? { ...(components[key] as Record<string, unknown>) } : {});
  const instances = (value: Record<string, unknown>) => (Array.isArray(value.instances) ? [...(value.instances as unknown[])] : []);
  if (kind === 'oauth') {
    const oauth = block('oauth');
    components.oauth = { ...oauth, instances: [...instances(oauth), snippet] };
  } else if (kind === 'iframe') {
    if (!isRecord(components.iframe)) components.iframe = snippet;
  } else {
    const iframe = block('iframe');
    components.iframe = { ...iframe, instances: [...instances(iframe), snippet] };
  }
  return { ...content, components };
}

export const SEMVER = /^\d+\.\d+\.\d+$/;

/** The version field: blank (the server assigns one) or semantic major.minor.patch. */
export const versionFieldValid = (value: string): boolean => value.trim() === '' || SEMVER.test(value.trim());

/** Create is enabled only once validation passed, the text parses, and the version field is valid. */
export function canCreate(state: ValidationState, errorCount: number, version: string, busy: boolean): boolean {
  return state === 'passed' && errorCount === 0 && versionFieldValid(version) && !busy;
}

/** The server's first detail message of a failed save (an ApiError's errors or field errors), else the default. */
export function firstErrorMessage(error: unknown, fallback: string): string {
  if (!isRecord(error)) return fallback;
  const errors = Array.isArray(error.errors) ? error.errors.filter((e): e is string => typeof e === 'string') : [];
  if (errors[0]) return errors[0];
  const fields = isRecord(error.fields) ? error.fields : {};
  for (const messages of Object.values(fields)) if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  return fallback;
}
