/**
 * Write-side lookup beside the event store: which app's stream holds a version (the version routes
 * name only the version). Written in the transaction that appends the version's event.
 */
export const MANIFESTS_DDL = [
  `CREATE TABLE IF NOT EXISTS app_manifest_versions (
     version_id uuid PRIMARY KEY,
     app_id     uuid NOT NULL
   )`,
];
