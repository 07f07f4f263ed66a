import { MARKETPLACE_LISTINGS_TABLE } from '../../marketplace/catalog.table';
import { APP_MANIFEST_STREAMS_TABLE, APP_VERSIONS_TABLE } from '../../manifests/app-versions.tables';
import { ANNOUNCEMENTS_TABLE } from '../../notifications/announcements.table';
import { SECURITY_EVENTS_TABLE } from '../../developers/security-log/security-events.table';
import type { ReadTable } from './row-store';

/** `list_counts` keys: the totals of the unfiltered lists, kept with every row change. */
export const DEVELOPERS_COUNT = 'developers';
export const ALL_APPS_COUNT = 'developer_apps';
export const LIVE_APPS_COUNT = 'developer_apps:live';
export const liveClientsCount = (environment: string): string => `oauth_applications:${environment}:live`;

/** The read tables' writable columns (read-tables.migrations.ts has their DDL and indexes). */
export const DEVELOPERS_TABLE: ReadTable = {
  name: 'developers',
  columns: ['id', 'rev', 'name', 'email', 'company_name', 'platform_id', 'signed_up_at'],
  counters: () => [DEVELOPERS_COUNT],
};

export const DEVELOPER_APPS_TABLE: ReadTable = {
  name: 'developer_apps',
  columns: [
    'id',
    'rev',
    'uid',
    'name',
    'internal_name',
    'owner_id',
    'owner_name',
    'owner_email',
    'published_app_id',
    'in_review',
    'marketplace_listing_in_review_at',
    'created_at',
    'deleted_at',
    'sandbox_id',
    'thumbnail_key',
    'members',
    'member_ids',
    'updated_at',
    // Where the app stands, copied from its sandbox, manifest and listing rows (apps/listing/app-standing.ts).
    'sandbox_status',
    'newest_sandbox_version',
    'newest_production_version',
    'marketplace_listing',
  ],
  lookups: ['owner_id'],
  counters: (row) => (row.deleted_at === null || row.deleted_at === undefined ? [ALL_APPS_COUNT, LIVE_APPS_COUNT] : [ALL_APPS_COUNT]),
};

export const OAUTH_APPLICATIONS_TABLE: ReadTable = {
  name: 'oauth_applications',
  columns: [
    'id',
    'rev',
    'app_id',
    'environment',
    'sandbox_id',
    'app_name',
    'app_internal_name',
    'owner_id',
    'owner_name',
    'owner_email',
    'registered_at',
    'deleted_at',
  ],
  lookups: ['app_id', 'owner_id'],
  counters: (row) =>
    (row.deleted_at === null || row.deleted_at === undefined) && typeof row.environment === 'string'
      ? [liveClientsCount(row.environment)]
      : [],
};

/** Each sandbox's status, copied onto its app's row (`developer_apps.sandbox_status`). */
export const APP_SANDBOXES_TABLE: ReadTable = {
  name: 'app_sandboxes',
  columns: ['id', 'rev', 'app_id', 'status'],
};

export const READ_TABLES: readonly ReadTable[] = [
  DEVELOPERS_TABLE,
  DEVELOPER_APPS_TABLE,
  OAUTH_APPLICATIONS_TABLE,
  APP_SANDBOXES_TABLE,
  APP_MANIFEST_STREAMS_TABLE,
  APP_VERSIONS_TABLE,
  ANNOUNCEMENTS_TABLE,
  MARKETPLACE_LISTINGS_TABLE,
  SECURITY_EVENTS_TABLE,
];
