import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { containsPattern, pagingHeaders, parseListQuery, readPage, SqlParams, type ListSpec } from '@portal/list-query';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { answerPage, countedTotal, isoOrNull } from '../../core/pg/list-page';
import { ALL_APPS_COUNT, LIVE_APPS_COUNT } from '../../core/pg/read-tables';
import { PG_POOL } from '../../core/pg/pg.providers';
import { companionTotal, DEVELOPER_APPS_SEARCH, searchCondition, searchPattern } from '../../core/pg/search-companions';

const APP_LIST: ListSpec<
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

const REVIEW_QUEUE: ListSpec<'internal_name' | 'owner' | 'in_review_at', 'owner_id' | 'in_review' | 'with_deleted'> = {
  sortable: { internal_name: 'internal_name_key', owner: 'owner_email_key', in_review_at: 'in_review_at' },
  // Oldest first: the app that has waited longest is reviewed first.
  defaultSort: 'in_review_at',
  filters: { owner_id: 'ids', in_review: 'flag', with_deleted: 'flag' },
};

/**
 * The review queue's rows: each app with its listing review (`developer_apps`) and its manifest
 * review (a production version `in_review` in `app_versions`). The manifest date is the in-review
 * version's creation date: `app_versions` keeps no submission time (see docs/decisions.md).
 */
const queueRows = (onlyInReview: boolean): string => `
  SELECT d.id, d.internal_name, d.internal_name_key, d.owner_id, d.owner_email, d.owner_email_key,
         d.published_app_id, d.in_review AS listing_in_review, d.marketplace_listing_in_review_at,
         d.deleted_at, m.at AS manifest_in_review_at, (m.app_id IS NOT NULL) AS manifest_in_review,
         greatest(CASE WHEN d.in_review THEN d.marketplace_listing_in_review_at END, m.at) AS in_review_at
  FROM developer_apps d
  LEFT JOIN (SELECT app_id, max(created_at) AS at FROM app_versions WHERE state = 'in_review' GROUP BY app_id) m ON m.app_id = d.id
  ${
    // Only the few apps in review: found from the in-review date index and the versions' state index, not a scan.
    onlyInReview
      ? `WHERE d.id IN (SELECT id FROM developer_apps WHERE marketplace_listing_in_review_at IS NOT NULL AND in_review
                        UNION SELECT app_id FROM app_versions WHERE state = 'in_review')`
      : ''
  }`;

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
  has_marketplace_listing_in_review: row.listing_in_review === true,
  has_app_version_in_review: row.manifest_in_review === true,
  marketplace_listing_in_review_at: isoOrNull(row.marketplace_listing_in_review_at),
  app_version_in_review_at: isoOrNull(row.manifest_in_review_at),
  in_review_at: isoOrNull(row.in_review_at),
  deleted_at: isoOrNull(row.deleted_at),
});

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
    // Without a narrowing filter (with_deleted only widens), the maintained counter is the total.
    const unfiltered = where.length === (withDeleted === true ? 0 : 1);
    const pattern = request.search ? searchPattern(params, request.search) : null;
    if (pattern) where.push(searchCondition(DEVELOPER_APPS_SEARCH, pattern));
    return answerPage(
      this.pool,
      request,
      {
        countedTotal: !unfiltered
          ? undefined
          : pattern
            ? companionTotal(DEVELOPER_APPS_SEARCH, pattern, withDeleted === true ? [] : ['live'])
            : countedTotal(params, withDeleted === true ? ALL_APPS_COUNT : LIVE_APPS_COUNT),
        table: 'developer_apps',
        where,
        params,
        select: 'r.*',
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
    if (withDeleted !== true) where.push('deleted_at IS NULL');
    if (Array.isArray(owners) && owners.length > 0) where.push(`owner_id = ANY(${params.add(owners)})`);
    if (request.search) {
      const pattern = params.add(containsPattern(request.search));
      where.push(`(internal_name_key LIKE ${pattern} OR owner_email_key LIKE ${pattern})`);
    }
    const filtered = `SELECT * FROM (${queueRows(inReview !== false)}) q ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`;
    const direction = request.sort.descending ? 'DESC' : 'ASC';
    // Apps without a review date go last either way; the id keeps pages stable.
    const order = `ORDER BY ${request.sort.column} ${direction} NULLS LAST, id ${direction}`;
    const limit = params.add(request.perPage);
    const offset = params.add(request.offset);
    const { rows } = await this.pool.query<Record<string, unknown>>(
      `WITH f AS MATERIALIZED (${filtered})
       SELECT (SELECT count(*)::int FROM f) AS total, p.* FROM (SELECT 1) one
       LEFT JOIN (SELECT * FROM f ${order} LIMIT ${limit} OFFSET ${offset}) p ON true
       ORDER BY p.${request.sort.column} ${direction} NULLS LAST, p.id ${direction}`,
      params.values,
    );
    const { total, items } = readPage(
      rows.map(({ total: count, ...row }) => ({ total: count as number, _page_id: row.id, ...row })),
      reviewQueueRow,
    );
    void reply.headers(pagingHeaders(total, request.perPage));
    return items;
  }
}
