import { CATALOG_APP_DELETED_DDL, CATALOG_DDL, CATALOG_RELEASE_VERSION_DDL, CATALOG_REVIEW_DDL } from '../../marketplace/catalog.table';
import { SECURITY_EVENTS_DDL } from '../../developers/security-log/security-events.table';
import type { Migration } from './migrations';
import { REVIEW_DATES_DDL, REVIEW_DATES_SUBMITTED_DDL } from './review-dates';
import { companionDdl, companionKeysChangedDdl, DEVELOPERS_SEARCH, SEARCH_COMPANIONS } from './search-companions';

/**
 * The projection's PostgreSQL read tables: one row per listed entity with the columns its admin list
 * sorts and filters on. Every sort key has a btree index ending in the id (the tie-breaker that
 * makes paging stable) and INCLUDEs the filtered columns, so a page is an index-only scan; substring
 * search uses pg_trgm GIN indexes on lower-cased columns. Released migrations are never edited.
 */
export const READ_TABLE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'admin list tables: developers, developer_apps, oauth_applications',
    needsReplay: true,
    sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE developers (
  id            text PRIMARY KEY,
  rev           integer NOT NULL,
  name          text NOT NULL,
  email         text NOT NULL,
  company_name  text,
  platform_id   text,
  signed_up_at  timestamptz NOT NULL,
  name_key      text GENERATED ALWAYS AS (lower(name)) STORED,
  email_key     text GENERATED ALWAYS AS (lower(email)) STORED,
  company_key   text GENERATED ALWAYS AS (lower(company_name)) STORED
);
CREATE INDEX developers_by_name ON developers (name_key, id);
CREATE INDEX developers_by_email ON developers (email_key, id);
CREATE INDEX developers_by_company ON developers (company_key, id);
CREATE INDEX developers_by_platform_id ON developers (platform_id, id);
CREATE INDEX developers_by_signed_up ON developers (signed_up_at, id);
CREATE INDEX developers_name_trgm ON developers USING gin (name_key gin_trgm_ops);
CREATE INDEX developers_email_trgm ON developers USING gin (email_key gin_trgm_ops);

CREATE TABLE developer_apps (
  id                                text PRIMARY KEY,
  rev                               integer NOT NULL,
  uid                               text NOT NULL,
  name                              text NOT NULL,
  internal_name                     text NOT NULL,
  owner_id                          text NOT NULL,
  owner_name                        text,
  owner_email                       text,
  published_app_id                  text,
  in_review                         boolean NOT NULL DEFAULT false,
  marketplace_listing_in_review_at  timestamptz,
  created_at                        timestamptz NOT NULL,
  deleted_at                        timestamptz,
  internal_name_key                 text GENERATED ALWAYS AS (lower(internal_name)) STORED,
  name_key                          text GENERATED ALWAYS AS (lower(name)) STORED,
  owner_email_key                   text GENERATED ALWAYS AS (lower(owner_email)) STORED
);
CREATE INDEX developer_apps_by_internal_name ON developer_apps (internal_name_key, id) INCLUDE (deleted_at, in_review, owner_id);
CREATE INDEX developer_apps_by_name ON developer_apps (name_key, id) INCLUDE (deleted_at, in_review, owner_id);
CREATE INDEX developer_apps_by_owner_email ON developer_apps (owner_email_key, id) INCLUDE (deleted_at, in_review, owner_id);
CREATE INDEX developer_apps_by_created ON developer_apps (created_at, id) INCLUDE (deleted_at, in_review, owner_id);
CREATE INDEX developer_apps_by_deleted ON developer_apps (deleted_at, id) INCLUDE (in_review, owner_id);
CREATE INDEX developer_apps_by_in_review_at ON developer_apps (marketplace_listing_in_review_at, id) INCLUDE (deleted_at, in_review, owner_id);
CREATE INDEX developer_apps_by_owner ON developer_apps (owner_id, created_at, id) INCLUDE (deleted_at, in_review);
CREATE INDEX developer_apps_internal_name_trgm ON developer_apps USING gin (internal_name_key gin_trgm_ops);
CREATE INDEX developer_apps_name_trgm ON developer_apps USING gin (name_key gin_trgm_ops);
CREATE INDEX developer_apps_owner_email_trgm ON developer_apps USING gin (owner_email_key gin_trgm_ops);

CREATE TABLE oauth_applications (
  id                 text PRIMARY KEY,
  rev                integer NOT NULL,
  app_id             text NOT NULL,
  environment        text NOT NULL,
  sandbox_id         text,
  app_name           text,
  app_internal_name  text,
  owner_id           text,
  owner_name         text,
  owner_email        text,
  registered_at      timestamptz NOT NULL,
  deleted_at         timestamptz,
  name_key           text GENERATED ALWAYS AS (lower(app_name)) STORED,
  uid_key            text GENERATED ALWAYS AS (lower(id)) STORED,
  owner_key          text GENERATED ALWAYS AS (lower(coalesce(owner_name, '') || ' ' || coalesce(owner_email, ''))) STORED
);
CREATE INDEX oauth_applications_by_name ON oauth_applications (name_key, id) INCLUDE (environment, deleted_at);
CREATE INDEX oauth_applications_by_uid ON oauth_applications (id) INCLUDE (environment, deleted_at);
CREATE INDEX oauth_applications_by_app ON oauth_applications (app_id);
CREATE INDEX oauth_applications_by_owner ON oauth_applications (owner_id);
CREATE INDEX oauth_applications_name_trgm ON oauth_applications USING gin (name_key gin_trgm_ops);
CREATE INDEX oauth_applications_uid_trgm ON oauth_applications USING gin (uid_key gin_trgm_ops);
CREATE INDEX oauth_applications_owner_trgm ON oauth_applications USING gin (owner_key gin_trgm_ops);
`,
  },
  {
    version: 2,
    name: 'oauth_applications: sort indexes lead with the environment every page filters on',
    sql: `
DROP INDEX oauth_applications_by_name;
DROP INDEX oauth_applications_by_uid;
CREATE INDEX oauth_applications_by_name ON oauth_applications (environment, name_key, id) INCLUDE (deleted_at);
CREATE INDEX oauth_applications_by_uid ON oauth_applications (environment, id) INCLUDE (deleted_at);
`,
  },
  {
    version: 3,
    name: 'list_counts: the unfiltered lists totals, kept with every row change',
    sql: `
CREATE TABLE list_counts (key text PRIMARY KEY, n bigint NOT NULL);
INSERT INTO list_counts SELECT 'developers', count(*) FROM developers;
INSERT INTO list_counts SELECT 'developer_apps', count(*) FROM developer_apps;
INSERT INTO list_counts SELECT 'developer_apps:live', count(*) FROM developer_apps WHERE deleted_at IS NULL;
INSERT INTO list_counts SELECT 'oauth_applications:' || environment || ':live', count(*) FROM oauth_applications WHERE deleted_at IS NULL GROUP BY environment;
`,
  },
  {
    version: 4,
    name: "a developer's own apps list: members, sandbox, logo and updated_at on developer_apps; app_sandboxes",
    needsReplay: true,
    sql: `
ALTER TABLE developer_apps
  ADD COLUMN sandbox_id     text,
  ADD COLUMN thumbnail_key  text,
  ADD COLUMN members        jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN member_ids     text[] NOT NULL DEFAULT '{}',
  ADD COLUMN updated_at     timestamptz;
CREATE INDEX developer_apps_by_member ON developer_apps USING gin (member_ids);

CREATE TABLE app_sandboxes (
  id      text PRIMARY KEY,
  rev     integer NOT NULL,
  app_id  text NOT NULL,
  status  text NOT NULL
);
`,
  },
  {
    version: 7,
    name: 'list tables: vacuum after 1% of rows changed, so index-only scans of deep pages keep skipping the heap',
    // The default (20% of rows) leaves a 100,000-row table's visibility map stale for up to 20,000
    // live updates: then page 1,000 of a list fetches tens of thousands of heap rows.
    sql: ['developers', 'developer_apps', 'oauth_applications', 'app_sandboxes']
      .map(
        (table) =>
          `ALTER TABLE ${table} SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);`,
      )
      .join('\n'),
  },
  {
    version: 6,
    name: 'manifest versions: app_versions (one row per version) and app_manifest_streams (each app stream folded, the rows guard)',
    needsReplay: true,
    sql: `
CREATE TABLE app_manifest_streams (
  id    text PRIMARY KEY,
  rev   integer NOT NULL,
  head  jsonb NOT NULL
);

CREATE TABLE app_versions (
  id                        text PRIMARY KEY,
  rev                       integer NOT NULL,
  app_id                    text NOT NULL,
  environment               text NOT NULL,
  number                    integer NOT NULL,
  semantic_version          text,
  semver_key                text,
  app_version_key           text NOT NULL,
  schema_version            text NOT NULL,
  state                     text NOT NULL,
  review_status             text NOT NULL,
  published_to_marketplace  boolean NOT NULL,
  promotable                boolean NOT NULL,
  submittable               boolean NOT NULL,
  auth_code_locked          boolean NOT NULL,
  auth_code_capable         boolean NOT NULL,
  grant_type                text NOT NULL,
  changelog                 text,
  developer_notes           text,
  admin_notes               text,
  created_at                timestamptz NOT NULL
);
CREATE INDEX app_versions_by_app ON app_versions (app_id, environment, created_at DESC, id DESC);
CREATE INDEX app_versions_by_app_created ON app_versions (app_id, created_at DESC, id DESC);
CREATE INDEX app_versions_review_queue ON app_versions (state, created_at, id);
ALTER TABLE app_versions SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
`,
  },
  {
    version: 5,
    name: 'announcements: the admin announcements list and the feed read their rows newest first',
    needsReplay: true,
    sql: `
CREATE TABLE announcements (
  id          text COLLATE "C" PRIMARY KEY,
  rev         integer NOT NULL,
  title       text NOT NULL,
  summary     text NOT NULL,
  body        text NOT NULL,
  critical    boolean NOT NULL,
  draft       boolean NOT NULL,
  show_after  text COLLATE "C",
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  deleted     boolean NOT NULL
);
CREATE INDEX announcements_by_created ON announcements (created_at DESC, id) INCLUDE (draft, show_after) WHERE NOT deleted;
ALTER TABLE announcements SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
`,
  },
  {
    version: 8,
    name: 'search twins: narrow tables a search counts its total on, kept by triggers on developers, developer_apps, oauth_applications',
    // Generated from search-companions.ts as it was at release (the developers' twin then searched name and e-mail);
    // a later change to a twin is a new migration.
    sql: SEARCH_COMPANIONS.map((c) => (c === DEVELOPERS_SEARCH ? { ...c, keys: ['name_key', 'email_key'] } : c))
      .map(companionDdl)
      .join('\n'),
  },
  {
    version: 9,
    name: 'review queue dates on developer_apps (manifest date kept by triggers, in_review_at generated), indexed both ways',
    sql: REVIEW_DATES_DDL,
  },
  {
    version: 10,
    name: 'marketplace_listings: the public catalog of published listings (search by substring, filter by category)',
    // Listings approved before this table existed are in the marketplace's store: an upgrade replays them.
    needsReplay: true,
    sql: CATALOG_DDL,
  },
  {
    version: 11,
    name: "marketplace_listings: one index for search and category together; the listing's review date, copied onto developer_apps for the review queue",
    // Listings submitted before the column existed: an upgrade replays them.
    needsReplay: true,
    sql: CATALOG_REVIEW_DDL,
  },
  {
    version: 12,
    name: 'applied_positions: read-your-writes markers (source:position), moved here from the document store',
    // Markers are only ever an hour old: none is carried over, a session waiting across the upgrade is answered stale.
    sql: `
CREATE TABLE applied_positions (
  token text PRIMARY KEY,
  at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applied_positions_by_at ON applied_positions (at);`,
  },
  {
    version: 13,
    name: "list_counts: the public catalog's totals (published listings, and per category), kept with every listing change",
    sql: `
INSERT INTO list_counts SELECT 'marketplace_listings:published', count(*) FROM marketplace_listings WHERE published_at IS NOT NULL;
INSERT INTO list_counts
  SELECT 'marketplace_listings:category:' || category, count(*)
    FROM (SELECT DISTINCT id, category FROM marketplace_listings, unnest(category_ids) AS category WHERE published_at IS NOT NULL) listed
   GROUP BY category;
`,
  },
  {
    version: 14,
    name: "security_events: each account's security log (sign-ins from new browsers, password, address and two-step changes)",
    // Accounts older than the table have their history in identity's store: an upgrade replays it.
    needsReplay: true,
    // Released: a later change to the table is a new migration, never an edit of this DDL.
    sql: SECURITY_EVENTS_DDL,
  },
  {
    version: 15,
    name: "app_versions: each app's highest version per environment (the apps list's version badge) is one index step",
    sql: `CREATE INDEX app_versions_highest ON app_versions (app_id, environment, semver_key DESC NULLS LAST, number DESC);`,
  },
  {
    version: 16,
    name: 'app_versions: the highest-version index carries the badge (semantic version, state), so a list of 500 apps reads no table rows for it',
    sql: `
DROP INDEX app_versions_highest;
CREATE INDEX app_versions_highest ON app_versions (app_id, environment, semver_key DESC NULLS LAST, number DESC) INCLUDE (semantic_version, state);`,
  },
  {
    version: 17,
    name: "developer_apps: where each app stands (sandbox status, highest versions, listing) on its own row, so a developer's 500 apps are 500 rows and no lookups",
    sql: `
ALTER TABLE developer_apps
  ADD COLUMN sandbox_status text,
  ADD COLUMN newest_sandbox_version jsonb,
  ADD COLUMN newest_production_version jsonb,
  ADD COLUMN marketplace_listing jsonb;
UPDATE developer_apps a SET sandbox_status = s.status FROM app_sandboxes s WHERE s.id = a.sandbox_id;
UPDATE developer_apps a
   SET marketplace_listing = jsonb_build_object('public_name', l.public_name, 'published', l.published_at IS NOT NULL, 'in_review', l.in_review_at IS NOT NULL)
  FROM marketplace_listings l WHERE l.id = a.id;
UPDATE developer_apps a
   SET newest_sandbox_version = (
         SELECT jsonb_build_object('version', v.number, 'semantic_version', v.semantic_version, 'state', v.state) FROM app_versions v
          WHERE v.app_id = a.id AND v.environment = 'sandbox' ORDER BY v.semver_key DESC NULLS LAST, v.number DESC LIMIT 1),
       newest_production_version = (
         SELECT jsonb_build_object('version', v.number, 'semantic_version', v.semantic_version, 'state', v.state) FROM app_versions v
          WHERE v.app_id = a.id AND v.environment = 'production' ORDER BY v.semver_key DESC NULLS LAST, v.number DESC LIMIT 1)
 WHERE EXISTS (SELECT 1 FROM app_versions v WHERE v.app_id = a.id);
-- Only the own apps list read it; the row carries the badge now.
DROP INDEX app_versions_highest;`,
  },
  {
    version: 18,
    name: "developers: the admin search matches the company name too (its trigram index, and the search twin's haystack)",
    sql: `
CREATE INDEX developers_company_trgm ON developers USING gin (company_key gin_trgm_ops);
${companionKeysChangedDdl(DEVELOPERS_SEARCH)}`,
  },
  {
    version: 19,
    name: "review queue: a manifest's date is when it was submitted for review (app_versions.submitted_at), not when the version was made",
    // Versions submitted before the column existed: the submission time is in the apps store, an upgrade replays it.
    needsReplay: true,
    sql: REVIEW_DATES_SUBMITTED_DDL,
  },
  {
    version: 20,
    name: "marketplace_listings: a deleted app's listing leaves the catalog (its publication held back until the app is undeleted)",
    // No replay: the listing events that fill the columns are new; the marketplace's consumer of apps.app writes them
    // for apps deleted before (its group starts at the topic's beginning).
    sql: CATALOG_APP_DELETED_DDL,
  },
  {
    version: 21,
    name: 'marketplace_listings: the published release version (app_version_id), whose manifest says what the app can access',
    // Listings approved before the column existed: the version is in the marketplace's store, an upgrade replays it.
    needsReplay: true,
    sql: CATALOG_RELEASE_VERSION_DDL,
  },
  {
    version: 22,
    name: 'admin lists: rows without a value (never deleted, not in review, no company…) last in both directions; an index per descending order',
    // The ascending indexes are already NULLS LAST (and, read backwards, the reverse page of that order); a descending
    // nulls-last order and its reverse (ASC NULLS FIRST) need their own. Indexes only: no replay.
    sql: `
CREATE INDEX developer_apps_by_owner_email_desc ON developer_apps (owner_email_key DESC NULLS LAST, id DESC) INCLUDE (deleted_at, in_review, owner_id);
CREATE INDEX developer_apps_by_deleted_desc ON developer_apps (deleted_at DESC NULLS LAST, id DESC) INCLUDE (in_review, owner_id);
CREATE INDEX developer_apps_by_in_review_at_desc ON developer_apps (marketplace_listing_in_review_at DESC NULLS LAST, id DESC) INCLUDE (deleted_at, in_review, owner_id);
CREATE INDEX developers_by_company_desc ON developers (company_key DESC NULLS LAST, id DESC);
CREATE INDEX developers_by_platform_id_desc ON developers (platform_id DESC NULLS LAST, id DESC);
`,
  },
];
