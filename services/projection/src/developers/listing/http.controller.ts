import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { parseListQuery, SqlParams, type ListSpec } from '@portal/list-query';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { answerPage, countedTotal } from '../../core/pg/list-page';
import { DEVELOPERS_COUNT } from '../../core/pg/read-tables';
import { PG_POOL } from '../../core/pg/pg.providers';
import { companionTotal, DEVELOPERS_SEARCH, searchCondition, searchPattern } from '../../core/pg/search-companions';

export const DEVELOPER_LIST: ListSpec<'name' | 'email' | 'company_name' | 'platform_id' | 'created_at'> = {
  sortable: { name: 'name_key', email: 'email_key', company_name: 'company_key', platform_id: 'platform_id', created_at: 'signed_up_at' },
  defaultSort: '-created_at',
};

/**
 * Sort columns a developer may leave empty (no company, no platform id yet): those rows go last in both
 * directions. Each has an ascending index (NULLS LAST, the default) and a `DESC NULLS LAST` one (migration 22).
 */
const DEVELOPER_LIST_NULLS_LAST: ReadonlySet<string> = new Set(['company_key', 'platform_id']);

const PICKER_SIZE = 20;

/** Registered Developers (admin list) and the owner pickers' options, from the `developers` read table. */
@Controller()
export class DeveloperListController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The admin list; with only `search`, the picker options `{id, email}` the owner filters use. */
  @Get('admin/developers')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    if (typeof query.search === 'string' && query['filters[search]'] === undefined && query.page === undefined) {
      return this.options(query.search.trim());
    }
    const request = parseListQuery(query, DEVELOPER_LIST);
    const params = new SqlParams();
    const pattern = request.search ? searchPattern(params, request.search) : null;
    const where = pattern ? [searchCondition(DEVELOPERS_SEARCH, pattern)] : [];
    return answerPage(
      this.pool,
      request,
      {
        countedTotal: pattern ? companionTotal(DEVELOPERS_SEARCH, pattern) : countedTotal(params, DEVELOPERS_COUNT),
        table: 'developers',
        where,
        params,
        select: 'r.id, r.name, r.company_name, r.email, r.platform_id',
        nullsLast: DEVELOPER_LIST_NULLS_LAST.has(request.sort.column),
      },
      reply,
      (row) => ({ id: row.id, name: row.name, company_name: row.company_name, email: row.email, platform_id: row.platform_id }),
    );
  }

  /** Typed into per keystroke: no count, one index-backed query. */
  private async options(search: string) {
    const params = new SqlParams();
    const where = search ? `WHERE ${searchCondition(DEVELOPERS_SEARCH, searchPattern(params, search))}` : '';
    const { rows } = await this.pool.query<{ id: string; email: string }>(
      `SELECT id, email FROM developers ${where} ORDER BY email_key, id LIMIT ${params.add(PICKER_SIZE)}`,
      params.values,
    );
    return rows;
  }
}
