import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import { containsPattern, parseListQuery, SqlParams, type ListSpec } from '@portal/list-query';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { answerPage, countedTotal } from '../../core/pg/list-page';
import { liveClientsCount } from '../../core/pg/read-tables';
import { PG_POOL } from '../../core/pg/pg.providers';
import { companionTotal, OAUTH_APPLICATIONS_SEARCH, searchCondition, searchPattern } from '../../core/pg/search-companions';

const CLIENT_LIST: ListSpec<'name' | 'uid', 'name' | 'uid'> = {
  sortable: { name: 'name_key', uid: 'id' },
  defaultSort: 'name',
  filters: { name: 'text', uid: 'text' },
};

/** The spec's environments; the portal registers no monthly sandbox clients, so that one lists nothing. */
const ENVIRONMENTS = ['production', 'sandbox', 'monthly_sandbox'];

/** The admin OAuth Applications list, from the `oauth_applications` read table (deleted clients left out). */
@Controller()
export class OAuthApplicationListController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('admin/oauth_applications')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const environment = typeof query.environment === 'string' && query.environment !== '' ? query.environment : 'production';
    if (!ENVIRONMENTS.includes(environment))
      throw new ValidationError({ environment: [`environment must be one of ${ENVIRONMENTS.join(', ')}`] });
    const request = parseListQuery(query, CLIENT_LIST);
    const params = new SqlParams();
    const environmentParam = params.add(environment);
    const where = ['deleted_at IS NULL', `environment = ${environmentParam}`];
    if (typeof request.filters.name === 'string' && request.filters.name)
      where.push(`name_key LIKE ${params.add(containsPattern(request.filters.name))}`);
    if (typeof request.filters.uid === 'string' && request.filters.uid)
      where.push(`uid_key LIKE ${params.add(containsPattern(request.filters.uid))}`);
    // Only the environment and the live clients: the maintained counter is the total (or, searched, the twin's count).
    const unfiltered = where.length === 2;
    const pattern = request.search ? searchPattern(params, request.search) : null;
    if (pattern) where.push(searchCondition(OAUTH_APPLICATIONS_SEARCH, pattern));
    return answerPage(
      this.pool,
      request,
      {
        countedTotal: !unfiltered
          ? undefined
          : pattern
            ? companionTotal(OAUTH_APPLICATIONS_SEARCH, pattern, ['live', `environment = ${environmentParam}`])
            : countedTotal(params, liveClientsCount(environment)),
        table: 'oauth_applications',
        where,
        params,
        select: 'r.*',
      },
      reply,
      (row) => ({
        name: row.app_name ?? null,
        uid: row.id,
        environment: row.environment,
        // The associated developer app's admin page; null (shown as N/A) while the app is unknown.
        href: row.app_name === null ? null : `/admin/developer_apps/${String(row.app_id)}`,
        developer_app: row.app_name === null ? null : { id: row.app_id, internal_name: row.app_internal_name },
        owner_name: row.owner_name ?? null,
        owner_email: row.owner_email ?? null,
      }),
    );
  }
}
