import { APP_SANDBOXES_TABLE } from '../../core/pg/read-tables';
import type { Fields, Row, RowStore } from '../../core/pg/row-store';
import { semverKey, type Environment, type ManifestsHead, type VersionFacts } from '../../manifests/app-versions.model';
import { APP_MANIFEST_STREAMS_TABLE } from '../../manifests/app-versions.tables';
import { listingReviewFields, MARKETPLACE_LISTINGS_TABLE } from '../../marketplace/catalog.table';

/** An environment's highest version as the app's version badge shows it (`DeveloperAppSummary.newest_*_version`). */
export interface VersionBadge {
  version: number;
  semantic_version: string | null;
  state: VersionFacts['state'];
}

/** Higher first: by semantic version (versions without one after those with one), then by number. */
const higherFirst = (a: VersionFacts, b: VersionFacts): number => {
  const ka = semverKey(a.semanticVersion);
  const kb = semverKey(b.semanticVersion);
  if (ka !== kb) {
    if (ka === null) return 1;
    if (kb === null) return -1;
    return ka < kb ? 1 : -1;
  }
  return b.number - a.number;
};

/** The highest version of an environment, as the app header's badge compares them. */
export const highestIn = (head: ManifestsHead, environment: Environment): VersionBadge | null => {
  const [v] = head.versions.filter((x) => x.environment === environment).sort(higherFirst);
  return v ? { version: v.number, semantic_version: v.semanticVersion, state: v.state } : null;
};

/**
 * Where an app stands, copied onto its `developer_apps` row so a developer's own apps list (500 apps)
 * reads one row per app: its highest versions (from its manifest stream's head) ...
 */
export const versionStandingFields = (head: ManifestsHead | null): Fields => ({
  newest_sandbox_version: head ? highestIn(head, 'sandbox') : null,
  newest_production_version: head ? highestIn(head, 'production') : null,
});

/** ... and its sandbox's status (null: none, or not projected yet). */
export const sandboxStandingFields = (sandbox: Row | null): Fields => ({ sandbox_status: sandbox?.status ?? null });

/** JSON with every object's keys sorted: jsonb hands keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** Whether copying `fields` onto `row` changes it (jsonb columns compared by value). */
export const changes = (row: Row, fields: Fields): boolean =>
  Object.entries(fields).some(([column, value]) => canonical(row[column]) !== canonical(value));

/**
 * Everything an app's row copies from its sandbox, manifest stream and listing, read when the row is
 * created: their events may have been applied first (topics are applied independently). The caller
 * holds the app's lock, which every reaction that copies onto the row takes first.
 */
export const standingOnCreation = async (store: RowStore, appId: string, sandboxId: string | null): Promise<Fields> => {
  const sandbox = sandboxId ? await store.get(APP_SANDBOXES_TABLE, sandboxId) : null;
  const manifests = await store.get(APP_MANIFEST_STREAMS_TABLE, appId);
  const listing = await store.get(MARKETPLACE_LISTINGS_TABLE, appId);
  return {
    ...sandboxStandingFields(sandbox),
    ...versionStandingFields((manifests?.head as ManifestsHead | undefined) ?? null),
    ...listingReviewFields(listing),
  };
};
