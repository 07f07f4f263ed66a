import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { parseListQuery, SqlParams, type ListSpec } from '@portal/list-query';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { answerPage, countedTotal, isoOrNull } from '../../core/pg/list-page';
import { ALL_APPS_COUNT, LIVE_APPS_COUNT } from '../../core/pg/read-tables';
import { PG_POOL } from '../../core/pg/pg.providers';
import { companionTotal, DEVELOPER_APPS_SEARCH, searchCondition, searchPattern } from '../../core/pg/search-companions';

export const APP_LIST: ListSpec<
  'internal_name' | 'name' | 'owner' | 'created_at' | 'deleted_at' | 'marketplace_listing_in_review_at',
  'owner_id' | 'in_review' | 'with_deleted'
> = {
  sortable: {
    internal_name: 'internal_name_key',
    name: 'name_key',
    owner: 'owner_email_key',
    created_at: 'created_at',
    deleted_at: 'deleted_at',
    marketplace_listing_in_review_at: 'marketplace_listing_in_review_at',
  },
  defaultSort: '-created_at',
  filters: { owner_id: 'ids', in_review: 'flag', with_deleted: 'flag' },
};

/**
 * The list's sort columns a row may leave empty (never deleted, never in review, an owner whose e-mail
 * has not arrived): such rows go last in both directions, like N/A at the end of the admin table.
 * Each has an ascending index (NULLS LAST, the default) and a `DESC NULLS LAST` one (migration 22).
 */
const APP_LIST_NULLS_LAST: ReadonlySet<string> = new Set([
  'owner_email_key',
  'deleted_at',
  'marketplace_listing_in_review_at',
  'in_review_at',
]);

const REVIEW_QUEUE: ListSpec<'internal_name' | 'owner' | 'in_review_at', 'owner_id' | 'in_review' | 'with_deleted'> = {
  sortable: { internal_name: 'internal_name_key', owner: 'owner_email_key', in_review_at: 'in_review_at' },
  // Oldest first: the app that has waited longest is reviewed first.
  defaultSort: 'in_review_at',
  filters: { owner_id: 'ids', in_review: 'flag', with_deleted: 'flag' },
};

export interface ReviewQueueRow {
  id: string;
  internal_name: string;
  owner: { id: string; email: string | null };
  has_published_app: boolean;
  has_marketplace_listing_in_review: boolean;
  has_app_version_in_review: boolean;
  marketplace_listing_in_review_at: string | null;
  app_version_in_review_at: string | null;
  in_review_at: string | null;
  deleted_at: string | null;
}

export const reviewQueueRow = (row: Record<string, unknown>): ReviewQueueRow => ({
  id: row.id as string,
  internal_name: row.internal_name as string,
  owner: { id: row.owner_id as string, email: (row.owner_email as string | null) ?? null },
  has_published_app: row.published_app_id !== null && row.published_app_id !== undefined,
  has_marketplace_listing_in_review: row.in_review === true,
  has_app_version_in_review: row.manifest_in_review_at instanceof Date,
  marketplace_listing_in_review_at: isoOrNull(row.marketplace_listing_in_review_at),
  app_version_in_review_at: isoOrNull(row.manifest_in_review_at),
  in_review_at: isoOrNull(row.in_review_at),
  deleted_at: isoOrNull(row.deleted_at),
});

/**
 * The total of an apps list without a narrowing filter (with_deleted only widens): the maintained
 * counter, or for a search its narrow twin; counting ~100,000 rows per page costs 20 ms or more.
 */
const appsTotal = (params: SqlParams, unfiltered: boolean, withDeleted: boolean, pattern: string | null): string | undefined => {
  if (!unfiltered) return undefined;
  if (pattern) return companionTotal(DEVELOPER_APPS_SEARCH, pattern, withDeleted ? [] : ['live']);
  return countedTotal(params, withDeleted ? ALL_APPS_COUNT : LIVE_APPS_COUNT);
};

/** The admin Developer Apps list and the review queue, from the `developer_apps` and `app_versions` read tables. */
@Controller()
export class DeveloperAppListController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('admin/developer_apps')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const request = parseListQuery(query, APP_LIST);
    const { owner_id: owners, in_review: inReview, with_deleted: withDeleted } = request.filters;
    const params = new SqlParams();
    const where: string[] = [];
    if (withDeleted !== true) where.push('deleted_at IS NULL');
    if (inReview === true) where.push('in_review');
    if (Array.isArray(owners) && owners.length > 0) where.push(`owner_id = ANY(${params.add(owners)})`);
    const unfiltered = where.length === (withDeleted === true ? 0 : 1);
    const pattern = request.search ? searchPattern(params, request.search) : null;
    if (pattern) where.push(searchCondition(DEVELOPER_APPS_SEARCH, pattern));
    return answerPage(
      this.pool,
      request,
      {
        countedTotal: appsTotal(params, unfiltered, withDeleted === true, pattern),
        table: 'developer_apps',
        where,
        params,
        select: 'r.*',
        nullsLast: APP_LIST_NULLS_LAST.has(request.sort.column),
      },
      reply,
      (row) => ({
        id: row.id,
        internal_name: row.internal_name,
        name: row.name,
        owner: { id: row.owner_id, name: row.owner_name ?? null, email: row.owner_email ?? null },
        // The platform's app id once published; nothing is published before marketplace listings exist.
        app_id: row.published_app_id ?? null,
        created_at: isoOrNull(row.created_at),
        in_review: row.in_review === true,
        marketplace_listing_in_review_at: isoOrNull(row.marketplace_listing_in_review_at),
        deleted_at: isoOrNull(row.deleted_at),
      }),
    );
  }

  /**
   * The review queue: apps whose marketplace listing or a manifest version is in review (`in_review`
   * true by default; false lists every app with its review columns), oldest in review first.
   */
  @Get('admin/review_queue')
  async reviewQueue(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReviewQueueRow[]> {
    const request = parseListQuery(query, REVIEW_QUEUE);
    const { owner_id: owners, in_review: inReview, with_deleted: withDeleted } = request.filters;
    const params = new SqlParams();
    const where: string[] = [];
    // The dates live on the row (review-dates.ts): in review = has a queue date, found on its index.
    if (inReview !== false) where.push('in_review_at IS NOT NULL');
    if (withDeleted !== true) where.push('deleted_at IS NULL');
    if (Array.isArray(owners) && owners.length > 0) where.push(`owner_id = ANY(${params.add(owners)})`);
    // "In review only" unticked lists every app: its total is the apps list's, from the same counters.
    const unfiltered = inReview === false && where.length === (withDeleted === true ? 0 : 1);
    const pattern = request.search ? searchPattern(params, request.search) : null;
    if (pattern) where.push(searchCondition(DEVELOPER_APPS_SEARCH, pattern));
    return answerPage(
      this.pool,
      request,
      {
        countedTotal: appsTotal(params, unfiltered, withDeleted === true, pattern),
        table: 'developer_apps',
        where,
        params,
        select: 'r.*',
        // Apps without a review date, or without their owner's e-mail yet, go last either way (as on the apps list).
        nullsLast: APP_LIST_NULLS_LAST.has(request.sort.column),
      },
      reply,
      reviewQueueRow,
    );
  }
}
