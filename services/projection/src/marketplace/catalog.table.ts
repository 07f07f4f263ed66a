import { EVENT_TYPES_BY_TOPIC } from '@portal/contracts';
import { appLock } from '../apps/listing/app-lock';
import { on, type Reaction } from '../core/pg/reaction';
import { applyRowInOrder } from '../core/pg/row-guard';
import type { Fields, ReadTable, Row } from '../core/pg/row-store';

/** The `list_counts` keys of the catalog's totals: all published listings, and those in one category. */
export const PUBLISHED_LISTINGS_COUNT = 'marketplace_listings:published';
export const categoryListingsCount = (category: string): string => `marketplace_listings:category:${category}`;

/**
 * One row per app listing; the public catalog lists those published (`published_at` set), with the
 * content of their last approval. Every event of a listing's stream advances `rev` (the row's
 * checkpoint), only an approval or its app's deletion changes what the catalog shows. `haystack`
 * (generated) is what a search matches by substring (trigram index). While the app is deleted
 * (`app_deleted_at`) `published_at` is null and its value waits in `withheld_published_at`: every
 * catalog index is partial on `published_at IS NOT NULL`, so the row leaves them and the counters
 * without a filter they would not cover.
 */
export const MARKETPLACE_LISTINGS_TABLE: ReadTable = {
  name: 'marketplace_listings',
  columns: [
    'id',
    'rev',
    'public_name',
    'name_key',
    'tagline',
    'built_by',
    'category_ids',
    'logo_url',
    'version',
    'published_at',
    'in_review_at',
    'app_deleted_at',
    'withheld_published_at',
    'app_version_id',
  ],
  counters: (row) =>
    row.published_at === null || row.published_at === undefined
      ? []
      : [
          PUBLISHED_LISTINGS_COUNT,
          ...new Set(Array.isArray(row.category_ids) ? (row.category_ids as string[]).map(categoryListingsCount) : []),
        ],
};

export const CATALOG_DDL = `
CREATE TABLE marketplace_listings (
  id            text COLLATE "C" PRIMARY KEY,
  rev           integer NOT NULL,
  public_name   text,
  name_key      text COLLATE "C",
  tagline       text,
  built_by      text,
  category_ids  text[],
  logo_url      text,
  version       integer,
  published_at  timestamptz,
  haystack      text GENERATED ALWAYS AS (lower(coalesce(public_name, '') || ' ' || coalesce(tagline, '') || ' ' || coalesce(built_by, ''))) STORED
);
CREATE INDEX marketplace_listings_by_published ON marketplace_listings (published_at DESC, id DESC) WHERE published_at IS NOT NULL;
CREATE INDEX marketplace_listings_by_published_asc ON marketplace_listings (published_at, id) WHERE published_at IS NOT NULL;
CREATE INDEX marketplace_listings_by_name ON marketplace_listings (name_key, id) WHERE published_at IS NOT NULL;
CREATE INDEX marketplace_listings_search ON marketplace_listings USING gin (haystack gin_trgm_ops) WHERE published_at IS NOT NULL;
CREATE INDEX marketplace_listings_categories ON marketplace_listings USING gin (category_ids) WHERE published_at IS NOT NULL;
`;

interface PublishedFields {
  public_name?: string;
  tagline?: string;
  built_by?: string;
  category_ids?: string[];
  small_logo_url?: string;
  /** The release version the listing names (an `app_versions` id): what an install of the app asks for. */
  app_version_id?: string | null;
}

/** What an approval publishes: the approved content, at the approval's time. */
const published = (fields: PublishedFields, version: number, at: string): Fields => ({
  public_name: fields.public_name ?? '',
  name_key: (fields.public_name ?? '').toLowerCase(),
  tagline: fields.tagline ?? '',
  built_by: fields.built_by ?? '',
  category_ids: fields.category_ids ?? [],
  logo_url: fields.small_logo_url || null,
  version,
  published_at: at,
  app_version_id: fields.app_version_id || null,
});

/**
 * One index for the catalog's search and category filter together: a search within a category reads
 * only the rows both match (with two single-column indexes the planner used one and filtered by the
 * other, or walked the date index; 55–110 ms at 100,000 listings). Each column alone still uses it.
 * `in_review_at` is the listing's side of the review queue (copied onto `developer_apps`).
 */
export const CATALOG_REVIEW_DDL = `
ALTER TABLE marketplace_listings ADD COLUMN in_review_at timestamptz;
DROP INDEX marketplace_listings_search;
DROP INDEX marketplace_listings_categories;
CREATE INDEX marketplace_listings_filters ON marketplace_listings USING gin (category_ids, haystack gin_trgm_ops) WHERE published_at IS NOT NULL;
`;

/**
 * The columns a deleted app's listing keeps out of the catalog (migration 20). Added, not folded into the
 * released DDL above: a later change to the table is a new migration.
 */
export const CATALOG_APP_DELETED_DDL = `
ALTER TABLE marketplace_listings ADD COLUMN app_deleted_at timestamptz, ADD COLUMN withheld_published_at timestamptz;
`;

/**
 * The published release version (migration 21): the listing's access summary reads that version's manifest. Listings
 * approved before the column existed have it in the marketplace's store only: an upgrade replays them.
 */
export const CATALOG_RELEASE_VERSION_DDL = `
ALTER TABLE marketplace_listings ADD COLUMN app_version_id text;
`;

/**
 * What a listing event changes on its row: approvals publish, a submission waits for review until decided. A deleted
 * app's listing holds its publication back (an approval meanwhile included) and gets it back unchanged on undelete.
 */
const listingChange = (event: { type: string; data: unknown }, current: Row | null): Fields => {
  const d = event.data as { fields: PublishedFields; version: number; at: string };
  const appDeleted = current?.app_deleted_at !== null && current?.app_deleted_at !== undefined;
  switch (event.type) {
    case 'marketplace.listing.submitted':
      return { in_review_at: d.at };
    case 'marketplace.listing.approved': {
      const shown = published(d.fields, d.version, d.at);
      if (!appDeleted) return { ...shown, in_review_at: null };
      return { ...shown, published_at: null, withheld_published_at: d.at, in_review_at: null };
    }
    case 'marketplace.listing.withdrawn':
    case 'marketplace.listing.rejected':
      return { in_review_at: null };
    case 'marketplace.listing.app_deleted':
      return { app_deleted_at: d.at, published_at: null, withheld_published_at: current?.published_at ?? null };
    case 'marketplace.listing.app_restored':
      return { app_deleted_at: null, published_at: current?.withheld_published_at ?? null, withheld_published_at: null };
    default:
      return {};
  }
};

/**
 * The listing columns of an app's row, from its listing row (none: no listing yet): the review
 * queue's, and the `marketplace_listing` a developer's own apps list shows. A listing held back
 * while its app is deleted counts as published here: the app's row (deleted, so out of the lists
 * and the queue by default) stays as it was and is right again the moment the app is undeleted.
 */
export const listingReviewFields = (listing: Row | null): Fields => {
  const inReview = listing?.in_review_at instanceof Date || typeof listing?.in_review_at === 'string';
  const published = Boolean(listing?.published_at ?? listing?.withheld_published_at);
  return {
    in_review: inReview,
    marketplace_listing_in_review_at: listing?.in_review_at ?? null,
    published_app_id: listing && published ? listing.id : null,
    marketplace_listing: listing ? { public_name: listing.public_name ?? null, published, in_review: inReview } : null,
  };
};

/** The app's lock first (the app's row copies from this row): one lock order with the app's reactions. */
export const CATALOG_REACTIONS: readonly Reaction[] = EVENT_TYPES_BY_TOPIC['marketplace.listing'].map((type) =>
  on(type, async (store, event) => {
    await store.lock(appLock(event.data.appId));
    return applyRowInOrder(store, MARKETPLACE_LISTINGS_TABLE, event.data.appId, event.streamVersion, (current) =>
      listingChange(event, current),
    );
  }),
);
