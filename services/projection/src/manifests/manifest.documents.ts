import type { ManifestContent, VersionFacts } from './app-versions.model';

/** One document per app's manifest stream, `_rev` = that stream's version: the guard of its version documents. */
export interface AppManifestsDocument {
  _id: string;
  _rev: number;
  appId: string;
  /** Each version document's own revision (how many of the stream's events changed it). */
  versionRevs: Record<string, number>;
  /** What the draft resets from: the newest sandbox version's configured content. */
  nextVersionContent: ManifestContent | null;
}

/** One document per manifest version: its full content beside the facts the `app_versions` row lists. */
export interface ManifestVersionDocument extends Omit<VersionFacts, 'id' | 'userLevel'> {
  _id: string;
  _rev: number;
  appId: string;
  content: ManifestContent;
  configuredContent: ManifestContent | null;
  createdBy: string;
  grantType: 'authorization_code' | 'client_credentials';
  authCodeCapable: boolean;
  updatedAt: string;
}

export const APP_MANIFESTS = 'app_manifests';
export const MANIFEST_VERSIONS = 'manifest_versions';
