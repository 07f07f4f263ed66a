import type { ReadTable } from './row-store';

/** The read tables' writable columns (read-tables.migrations.ts has their DDL and indexes). */
export const DEVELOPERS_TABLE: ReadTable = {
  name: 'developers',
  columns: ['id', 'rev', 'name', 'email', 'company_name', 'platform_id', 'signed_up_at'],
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
  ],
  lookups: ['owner_id'],
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
};

export const READ_TABLES: readonly ReadTable[] = [DEVELOPERS_TABLE, DEVELOPER_APPS_TABLE, OAUTH_APPLICATIONS_TABLE];
