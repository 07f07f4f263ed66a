import type { SandboxDocument } from '../app.documents';
import type { AppRole } from './app-view';

export type VersionState = 'confidential' | 'in_review' | 'published';

export interface OwnAppRow {
  id: string;
  name: string;
  internal_name: string;
  role: AppRole;
  thumbnail_key: string | null;
  sandbox_status: SandboxDocument['status'] | null;
  sandbox_number: number | null;
  sandbox_semver: string | null;
  sandbox_state: VersionState | null;
  production_number: number | null;
  production_semver: string | null;
  production_state: VersionState | null;
  has_listing: boolean;
  listing_public_name: string | null;
  listing_published: boolean;
  listing_in_review: boolean;
  created_at: Date;
  updated_at: Date | null;
}

/** The newest this many: the contract's `maxItems` of the list, and what the apps page says it shows when full. */
export const OWN_APPS_LIMIT = 500;

/**
 * The highest version of an app in one environment, as the app's version badge reads it (semantic
 * version, else number): one step down `app_versions_highest`, which carries the badge's columns.
 */
const highestVersion = (environment: 'sandbox' | 'production') => `LEFT JOIN LATERAL (
    SELECT v.number, v.semantic_version, v.state FROM app_versions v
     WHERE v.app_id = a.id AND v.environment = '${environment}'
     ORDER BY v.semver_key DESC NULLS LAST, v.number DESC
     LIMIT 1) ${environment === 'sandbox' ? 'sv' : 'pv'} ON true`;

/**
 * A developer's live apps (`$1`: their id), newest first; a sandbox the projection has not seen yet
 * reads as none. The apps are picked first (GIN on `member_ids`), then each one's standing (sandbox,
 * highest versions, listing) is looked up by key. The lookups are lateral steps (`LIMIT 1` keeps the
 * planner from flattening them) because the statement is prepared: its generic plan, which cannot
 * know one developer has few apps, hashed all 100,000 sandboxes for a join. The lists bench runs this
 * same statement as its bare peer.
 */
export const OWN_APPS_SQL = `
SELECT a.id, a.name, a.internal_name, a.role, a.thumbnail_key, s.status AS sandbox_status,
       sv.number AS sandbox_number, sv.semantic_version AS sandbox_semver, sv.state AS sandbox_state,
       pv.number AS production_number, pv.semantic_version AS production_semver, pv.state AS production_state,
       l.id IS NOT NULL AS has_listing, l.public_name AS listing_public_name, l.published_at IS NOT NULL AS listing_published,
       l.in_review_at IS NOT NULL AS listing_in_review,
       a.created_at, a.updated_at
  FROM (SELECT id, name, internal_name, members -> $1 ->> 'role' AS role, thumbnail_key, sandbox_id, created_at, updated_at
          FROM developer_apps
         WHERE member_ids @> ARRAY[$1::text] AND deleted_at IS NULL
         ORDER BY created_at DESC, id COLLATE "C"
         LIMIT ${OWN_APPS_LIMIT}) a
  LEFT JOIN LATERAL (SELECT status FROM app_sandboxes WHERE id = a.sandbox_id LIMIT 1) s ON true
  LEFT JOIN LATERAL (
    SELECT id, public_name, published_at, in_review_at FROM marketplace_listings WHERE id = a.id COLLATE "C" LIMIT 1) l ON true
  ${highestVersion('sandbox')}
  ${highestVersion('production')}
 ORDER BY a.created_at DESC, a.id COLLATE "C"`;

/**
 * The statement prepared once per connection: planning its joins and lateral lookups costs about
 * 2 ms, a third of running it for 500 apps.
 */
export const ownAppsQuery = (developerId: string) => ({ name: 'own-apps', text: OWN_APPS_SQL, values: [developerId] });
