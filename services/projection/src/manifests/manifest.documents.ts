import type { ManifestContent, VersionFacts } from './app-versions.model';

/**
 * Manifest content is the developer's JSON, kept in the documents as its text: the read side hands it back
 * whole, and a document store need not represent every JSON shape (FerretDB v1, the local store, refuses
 * nested arrays, which a manifest may hold: the event was dead-lettered and the version missing from the read
 * model). Documents written before this hold the object itself; `readContent` takes either.
 */
export type StoredContent = string;

export const storeContent = (content: ManifestContent | null | undefined): StoredContent | null =>
  content === null || content === undefined ? null : JSON.stringify(content);

export const readContent = (stored: unknown): ManifestContent | null =>
  typeof stored === 'string' ? (JSON.parse(stored) as ManifestContent) : ((stored as ManifestContent | null | undefined) ?? null);

/** One document per app's manifest stream, `_rev` = that stream's version: the guard of its version documents. */
export interface AppManifestsDocument {
  _id: string;
  _rev: number;
  appId: string;
  /** Each version document's own revision (how many of the stream's events changed it). */
  versionRevs: Record<string, number>;
  /** What the draft resets from: the newest sandbox version's configured content. */
  nextVersionContent: StoredContent | ManifestContent | null;
}

/** One document per manifest version: its full content beside the facts the `app_versions` row lists. */
export interface ManifestVersionDocument extends Omit<VersionFacts, 'id' | 'userLevel'> {
  _id: string;
  _rev: number;
  appId: string;
  content: StoredContent | ManifestContent;
  configuredContent: StoredContent | ManifestContent | null;
  createdBy: string;
  grantType: 'authorization_code' | 'client_credentials';
  authCodeCapable: boolean;
  updatedAt: string;
}

export const APP_MANIFESTS = 'app_manifests';
export const MANIFEST_VERSIONS = 'manifest_versions';
