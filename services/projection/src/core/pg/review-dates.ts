/**
 * The review queue's dates, kept on the `developer_apps` row so every queue page is a walk of one
 * sort index, with or without the in-review filter (computing them per request sorted all 100,000
 * apps: 0.4–0.8 s). `manifest_in_review_at` is the newest in-review production version's date,
 * kept by a trigger on `app_versions` (and read once when the app row is inserted, whichever of the
 * two a replay writes first); `in_review_at` is generated from it and the listing's review date.
 */
// Migration 9's (released, never edited): the version's creation date.
const CREATED_DATE = (appId: string) => `(SELECT max(created_at) FROM app_versions WHERE app_id = ${appId} AND state = 'in_review')`;
// Migration 19's: when the version was submitted (`submitted_at`), its creation date for rows folded before it was kept.
const SUBMITTED_DATE = (appId: string) =>
  `(SELECT max(coalesce(submitted_at, created_at)) FROM app_versions WHERE app_id = ${appId} AND state = 'in_review')`;

export const REVIEW_DATES_DDL = `
ALTER TABLE developer_apps ADD COLUMN manifest_in_review_at timestamptz;
UPDATE developer_apps d SET manifest_in_review_at = ${CREATED_DATE('d.id')}
 WHERE d.id IN (SELECT app_id FROM app_versions WHERE state = 'in_review');
ALTER TABLE developer_apps ADD COLUMN in_review_at timestamptz
  GENERATED ALWAYS AS (greatest(CASE WHEN in_review THEN marketplace_listing_in_review_at END, manifest_in_review_at)) STORED;
-- Both directions with apps without a date last: each index serves one order forwards and the other's reverse page backwards.
CREATE INDEX developer_apps_by_queue_date ON developer_apps (in_review_at ASC NULLS LAST, id ASC) INCLUDE (deleted_at, owner_id);
CREATE INDEX developer_apps_by_queue_date_desc ON developer_apps (in_review_at DESC NULLS LAST, id DESC) INCLUDE (deleted_at, owner_id);
CREATE FUNCTION app_versions_review_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE developer_apps SET manifest_in_review_at = ${CREATED_DATE('OLD.app_id')}
     WHERE id = OLD.app_id AND manifest_in_review_at IS DISTINCT FROM ${CREATED_DATE('OLD.app_id')};
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.app_id IS DISTINCT FROM OLD.app_id OR NEW.state IS DISTINCT FROM OLD.state
      OR NEW.created_at IS DISTINCT FROM OLD.created_at) THEN
    UPDATE developer_apps SET manifest_in_review_at = ${CREATED_DATE('NEW.app_id')}
     WHERE id = NEW.app_id AND manifest_in_review_at IS DISTINCT FROM ${CREATED_DATE('NEW.app_id')};
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER app_versions_review_dates AFTER INSERT OR UPDATE OR DELETE ON app_versions FOR EACH ROW EXECUTE FUNCTION app_versions_review_dates();
CREATE FUNCTION developer_apps_manifest_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.manifest_in_review_at := ${CREATED_DATE('NEW.id')};
  RETURN NEW;
END $$;
CREATE TRIGGER developer_apps_manifest_date BEFORE INSERT ON developer_apps FOR EACH ROW EXECUTE FUNCTION developer_apps_manifest_date();
`;

/** The queue's manifest date is the submission's: `app_versions.submitted_at`, filled by the replay the migration asks for. */
export const REVIEW_DATES_SUBMITTED_DDL = `
ALTER TABLE app_versions ADD COLUMN submitted_at timestamptz;
CREATE OR REPLACE FUNCTION app_versions_review_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE developer_apps SET manifest_in_review_at = ${SUBMITTED_DATE('OLD.app_id')}
     WHERE id = OLD.app_id AND manifest_in_review_at IS DISTINCT FROM ${SUBMITTED_DATE('OLD.app_id')};
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.app_id IS DISTINCT FROM OLD.app_id OR NEW.state IS DISTINCT FROM OLD.state
      OR NEW.created_at IS DISTINCT FROM OLD.created_at OR NEW.submitted_at IS DISTINCT FROM OLD.submitted_at) THEN
    UPDATE developer_apps SET manifest_in_review_at = ${SUBMITTED_DATE('NEW.app_id')}
     WHERE id = NEW.app_id AND manifest_in_review_at IS DISTINCT FROM ${SUBMITTED_DATE('NEW.app_id')};
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION developer_apps_manifest_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.manifest_in_review_at := ${SUBMITTED_DATE('NEW.id')};
  RETURN NEW;
END $$;
`;

/**
 * The row reactions never write `manifest_in_review_at`: an upsert of an app row must keep it. A
 * rebuild loads both tables with these triggers off and fills the column once afterwards.
 */
export const reviewDateTriggers = (enabled: boolean): string[] => [
  `ALTER TABLE app_versions ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER app_versions_review_dates`,
  `ALTER TABLE developer_apps ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER developer_apps_manifest_date`,
];

export const refillReviewDatesSql = `UPDATE developer_apps d SET manifest_in_review_at = m.at
  FROM (SELECT app_id, max(coalesce(submitted_at, created_at)) AS at FROM app_versions WHERE state = 'in_review' GROUP BY app_id) m
 WHERE m.app_id = d.id`;
