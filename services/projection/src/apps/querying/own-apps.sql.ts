import type { SandboxDocument } from '../app.documents';
import type { VersionBadge } from '../listing/app-standing';
import type { AppRole } from './app-view';

export interface OwnAppRow {
  id: string;
  name: string;
  internal_name: string;
  role: AppRole;
  thumbnail_key: string | null;
  sandbox_status: SandboxDocument['status'] | null;
  newest_sandbox_version: VersionBadge | null;
  newest_production_version: VersionBadge | null;
  marketplace_listing: { public_name: string | null; published: boolean; in_review: boolean } | null;
  created_at: Date;
  updated_at: Date | null;
}

/** The newest this many: the contract's `maxItems` of the list, and what the apps page says it shows when full. */
export const OWN_APPS_LIMIT = 500;

/**
 * A developer's live apps (`$1`: their id), newest first: the rows whose members include them (GIN
 * on `member_ids`), each carrying where the app stands (its sandbox's status, highest versions and
 * listing, copied by the reactions: apps/listing/app-standing.ts), so 500 apps are 500 rows read and
 * no lookups. The lists bench runs this same statement as its bare peer.
 */
export const OWN_APPS_SQL = `
SELECT id, name, internal_name, members -> $1 ->> 'role' AS role, thumbnail_key, sandbox_status,
       newest_sandbox_version, newest_production_version, marketplace_listing, created_at, updated_at
  FROM developer_apps
 WHERE member_ids @> ARRAY[$1::text] AND deleted_at IS NULL
 ORDER BY created_at DESC, id COLLATE "C"
 LIMIT ${OWN_APPS_LIMIT}`;

/**
 * The statement prepared once per connection: it runs for every apps page and home page.
 */
export const ownAppsQuery = (developerId: string) => ({ name: 'own-apps', text: OWN_APPS_SQL, values: [developerId] });
