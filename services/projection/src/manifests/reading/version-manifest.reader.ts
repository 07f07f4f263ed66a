import type { Connection } from 'mongoose';
import type { Pool } from 'pg';
import type { ManifestContent } from '../app-versions.model';
import { MANIFEST_VERSIONS, readContent, type ManifestVersionDocument } from '../manifest.documents';

/** One version's manifest as other read models need it: its app, semantic version, content and configured content. */
export interface VersionManifest {
  appId: string;
  semanticVersion: string | null;
  content: ManifestContent | null;
  configuredContent: ManifestContent | null;
}

/**
 * A version's manifest from the manifest read models (the `app_versions` row, the `manifest_versions` document), or
 * null while either lacks it (an unknown id, or a version whose events the projection has not applied yet).
 */
export const readVersionManifest = async (pool: Pool, mongo: Connection, versionId: string): Promise<VersionManifest | null> => {
  const [{ rows }, doc] = await Promise.all([
    pool.query<{ app_id: string; semantic_version: string | null }>('SELECT app_id, semantic_version FROM app_versions WHERE id = $1', [
      versionId,
    ]),
    mongo.collection<ManifestVersionDocument>(MANIFEST_VERSIONS).findOne({ _id: versionId }),
  ]);
  const row = rows[0];
  if (!row || !doc || doc.appId !== row.app_id) return null;
  return {
    appId: row.app_id,
    semanticVersion: row.semantic_version ?? null,
    content: readContent(doc.content),
    configuredContent: readContent(doc.configuredContent),
  };
};
