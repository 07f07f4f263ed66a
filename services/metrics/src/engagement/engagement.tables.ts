/**
 * The engagement read tables, fed by the marketplace's visit and installation events. Each one is
 * derived data: `engagement/rebuild` empties and refills them from the marketplace's event store.
 */
export const ENGAGEMENT_TABLES = [
  'metrics_daily_views',
  'metrics_installations',
  'metrics_daily_installations',
  'metrics_app_installation_totals',
] as const;

export const ENGAGEMENT_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS metrics_daily_views (
     app_id uuid NOT NULL,
     day date NOT NULL,
     count integer NOT NULL CHECK (count > 0),
     PRIMARY KEY (app_id, day)
   )`,
  `CREATE TABLE IF NOT EXISTS metrics_installations (
     installation_id text PRIMARY KEY,
     app_id uuid NOT NULL,
     company_name text NOT NULL,
     company_is_demo boolean NOT NULL,
     user_email_address text,
     installer_id text,
     status text NOT NULL CHECK (status IN ('installed', 'uninstalled')),
     platform_updated_at timestamptz NOT NULL,
     rev integer NOT NULL
   )`,
  // Databases made before "my installations": the column stays empty there until `engagement/rebuild` refills it
  // (the backfill below runs it once by itself).
  `ALTER TABLE metrics_installations ADD COLUMN IF NOT EXISTS installer_id text`,
  // The install feed and the CSV page through this index, newest first (keyset on the last two columns).
  `CREATE INDEX IF NOT EXISTS metrics_installations_feed
     ON metrics_installations (app_id, platform_updated_at DESC, installation_id DESC)`,
  // A user's active installations of one app, newest first: only installed rows, the few a user has.
  `CREATE INDEX IF NOT EXISTS metrics_installations_by_installer
     ON metrics_installations (installer_id, app_id, platform_updated_at DESC, installation_id DESC)
     WHERE status = 'installed'`,
  `CREATE TABLE IF NOT EXISTS metrics_daily_installations (
     app_id uuid NOT NULL,
     day date NOT NULL,
     count integer NOT NULL CHECK (count > 0),
     PRIMARY KEY (app_id, day)
   )`,
  // The feed's total_count kept as it changes: counting 100,000 rows per report costs tens of ms.
  `CREATE TABLE IF NOT EXISTS metrics_app_installation_totals (
     app_id uuid PRIMARY KEY,
     count integer NOT NULL CHECK (count > 0)
   )`,
];
