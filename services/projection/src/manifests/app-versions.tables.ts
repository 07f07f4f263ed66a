import type { ReadTable } from '../core/pg/row-store';

/** Each app's manifest stream folded (`head` jsonb, see `ManifestsHead`): the `rev` guard of its versions' rows. */
export const APP_MANIFEST_STREAMS_TABLE: ReadTable = {
  name: 'app_manifest_streams',
  columns: ['id', 'rev', 'head'],
};

/** One row per manifest version (both environments), the Versions tab's list and the admin review queue. */
export const APP_VERSIONS_TABLE: ReadTable = {
  name: 'app_versions',
  columns: [
    'id',
    'rev',
    'app_id',
    'environment',
    'number',
    'semantic_version',
    'semver_key',
    'app_version_key',
    'schema_version',
    'state',
    'review_status',
    'published_to_marketplace',
    'promotable',
    'submittable',
    'auth_code_locked',
    'auth_code_capable',
    'grant_type',
    'changelog',
    'developer_notes',
    'admin_notes',
    'created_at',
    'submitted_at',
  ],
};
