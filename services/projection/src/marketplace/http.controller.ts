import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { containsPattern, parseListQuery, SqlParams, type ListSpec } from '@portal/list-query';
import type { FastifyReply } from 'fastify';
import type { Connection } from 'mongoose';
import type { Pool } from 'pg';
import { MONGO } from '../core/mongo.providers';
import { answerPage, countedTotal, isoOrNull } from '../core/pg/list-page';
import { PG_POOL } from '../core/pg/pg.providers';
import { readVersionManifest } from '../manifests/reading/version-manifest.reader';
import { categoryListingsCount, PUBLISHED_LISTINGS_COUNT } from './catalog.table';
import { requestedAccess, UNKNOWN_ACCESS } from './listing-access';

/** The published listing's own 404 (the marketplace service's), so the two answers say the same of a listing. */
export const NOT_PUBLISHED = 'No such Marketplace listing';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CATALOG: ListSpec<'published_at' | 'name', 'category'> = {
  sortable: { published_at: 'published_at', name: 'name_key' },
  defaultSort: '-published_at',
  filters: { category: 'ids' },
};

const SORT_MATCHES_UP_TO = 2000;

/**
 * The maintained total that answers a page without counting (100,000 listings took 35–40 ms to count, one
 * category's 7,000 about 10): the whole catalog, or a single category. A search, or several categories
 * (listings in any of them), is counted.
 */
const counterOf = (search: string, categories: unknown): string | null => {
  if (search) return null;
  if (!Array.isArray(categories) || categories.length === 0) return PUBLISHED_LISTINGS_COUNT;
  return categories.length === 1 ? categoryListingsCount(String(categories[0])) : null;
};

/** The public Marketplace catalog: published listings, searched by substring and filtered by category; what each app can access. */
@Controller()
export class CatalogController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(MONGO) private readonly mongo: Connection,
  ) {}

  @Get('marketplace/listings')
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const request = parseListQuery(query, CATALOG);
    const params = new SqlParams();
    const where = ['published_at IS NOT NULL'];
    if (request.search) where.push(`haystack LIKE ${params.add(containsPattern(request.search))}`);
    const categories = request.filters.category;
    if (Array.isArray(categories) && categories.length > 0) where.push(`category_ids && ${params.add(categories)}::text[]`);
    const counter = counterOf(request.search, categories);
    return answerPage(
      this.pool,
      request,
      {
        table: 'marketplace_listings',
        where,
        params,
        select: 'r.id, r.public_name, r.tagline, r.built_by, r.category_ids, r.logo_url, r.version, r.published_at',
        // A search within a category often matches a handful: sort those rather than walk every date.
        sortMatchesUpTo: SORT_MATCHES_UP_TO,
        countedTotal: counter ? countedTotal(params, counter) : undefined,
      },
      reply,
      (row) => ({
        id: row.id,
        developer_app_id: row.id,
        public_name: row.public_name,
        tagline: row.tagline,
        built_by: row.built_by,
        category_ids: row.category_ids,
        logo_url: row.logo_url,
        version: row.version,
        published_at: isoOrNull(row.published_at),
      }),
    );
  }

  /**
   * What a published listing's app can access (public, like the listing): its release version's manifest, from the
   * manifest read models. A listing not in the catalog (never published, or its app deleted) is the listing's 404.
   * `app_version_id` null: the read models hold no manifest for the version it names (or it names none), so the
   * summary says nothing, which is not the same as asking for nothing.
   */
  @Get('marketplace/listings/:id/access')
  async access(@Param('id') id: string) {
    if (!UUID.test(id)) throw new NotFoundError(NOT_PUBLISHED);
    const { rows } = await this.pool.query<{ app_version_id: string | null }>(
      'SELECT app_version_id FROM marketplace_listings WHERE id = $1 AND published_at IS NOT NULL',
      [id],
    );
    const listing = rows[0];
    if (!listing) throw new NotFoundError(NOT_PUBLISHED);
    const versionId = listing.app_version_id;
    const manifest = versionId ? await readVersionManifest(this.pool, this.mongo, versionId) : null;
    // A version of another app is never this listing's (the marketplace checks it on every save).
    if (!versionId || !manifest || manifest.appId !== id) return { ...UNKNOWN_ACCESS };
    return {
      app_version_id: versionId,
      semantic_version: manifest.semanticVersion,
      ...requestedAccess(manifest.content, manifest.configuredContent),
    };
  }
}
