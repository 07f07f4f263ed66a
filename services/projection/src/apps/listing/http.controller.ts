import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { containsPattern, parseListQuery, SqlParams, type ListSpec } from '@portal/list-query';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { answerPage, countedTotal, isoOrNull } from '../../core/pg/list-page';
import { ALL_APPS_COUNT, LIVE_APPS_COUNT } from '../../core/pg/read-tables';
import { PG_POOL } from '../../core/pg/pg.providers';

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

/** The admin Developer Apps list, from the `developer_apps` read table. */
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
    if (request.search) {
      const pattern = params.add(containsPattern(request.search));
      where.push(`(internal_name_key LIKE ${pattern} OR name_key LIKE ${pattern} OR owner_email_key LIKE ${pattern})`);
    }
    // Without a narrowing filter (with_deleted only widens), the maintained counter is the total.
    const unfiltered = where.length === (withDeleted === true ? 0 : 1);
    return answerPage(
      this.pool,
      request,
      {
        countedTotal: unfiltered ? countedTotal(params, withDeleted === true ? ALL_APPS_COUNT : LIVE_APPS_COUNT) : undefined,
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
}
