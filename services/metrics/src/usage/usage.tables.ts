/**
 * API usage as the quota proxy publishes it (one `quota.usage.recorded` event per UTC minute) and
 * the 30-day usage reports requested from the app page.
 */
export const USAGE_DDL: readonly string[] = [
  // The natural key of a usage row is its minute, client and outcome: a redelivered or replayed
  // minute inserts nothing twice (ON CONFLICT DO NOTHING), so no separate guard is needed.
  `CREATE TABLE IF NOT EXISTS metrics_api_usage (
     minute timestamptz NOT NULL,
     domain text NOT NULL,
     server text NOT NULL,
     status smallint NOT NULL,
     app_id text,
     count integer NOT NULL CHECK (count > 0),
     PRIMARY KEY (minute, domain, server, status)
   )`,
  `CREATE INDEX IF NOT EXISTS metrics_api_usage_app ON metrics_api_usage (app_id, minute)`,
  `CREATE TABLE IF NOT EXISTS metrics_usage_reports (
     id uuid PRIMARY KEY,
     app_id text NOT NULL,
     requester_id text NOT NULL,
     state text NOT NULL CHECK (state IN ('queued', 'running', 'completed', 'failed')),
     progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
     requested_at timestamptz NOT NULL,
     completed_at timestamptz,
     error text,
     csv text
   )`,
  `CREATE INDEX IF NOT EXISTS metrics_usage_reports_latest ON metrics_usage_reports (app_id, requester_id, requested_at DESC)`,
  // At most one report in the making per app and requester, whatever the application code does.
  `CREATE UNIQUE INDEX IF NOT EXISTS metrics_usage_reports_one_active
     ON metrics_usage_reports (app_id, requester_id) WHERE state IN ('queued', 'running')`,
];
