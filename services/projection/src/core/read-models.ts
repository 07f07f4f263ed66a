/** Every collection the projection owns; a rebuild drops exactly these and replays into them. */
export const READ_MODEL_COLLECTIONS = [
  'developers',
  'announcements',
  'notification_reads',
  'notification_preferences',
  'developer_apps',
  'app_sandboxes',
  'oauth_clients',
  'app_manifests',
  'manifest_versions',
] as const;
