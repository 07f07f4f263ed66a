import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { parseListQuery, SqlParams, type ListSpec } from '@portal/list-query';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { answerPage, isoOrNull } from '../../core/pg/list-page';
import { PG_POOL } from '../../core/pg/pg.providers';
import { SECURITY_EVENTS_TABLE } from './security-events.table';

const SECURITY_LOG: ListSpec<'occurred_at'> = { sortable: { occurred_at: 'occurred_at' }, defaultSort: '-occurred_at' };
const NO_SUCH_DEVELOPER = 'No such developer';

/** `SecurityEvent`: a `security_events` row as the API names it. */
const toSecurityEvent = (row: Record<string, unknown>) => ({
  id: row.id,
  action: row.action,
  occurredAt: isoOrNull(row.occurred_at),
  byAdministrator: row.by_administrator === true,
  details: row.details ?? {},
});

/** An account's security log: its owner's (Settings) and any developer's for a platform admin. */
@Controller()
export class SecurityLogController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('developers/:id/security_events')
  async list(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @SignedInActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const request = parseListQuery(query, SECURITY_LOG);
    // The owner's own log answers even before the sign-up reached the developers table; anyone
    // else's is an admin's to read, and only for a developer that exists.
    if (actor.id !== id) {
      if (!actor.isAdmin) throw new NotFoundError(NO_SUCH_DEVELOPER);
      const { rowCount } = await this.pool.query('SELECT 1 FROM developers WHERE id = $1', [id]);
      if (!rowCount) throw new NotFoundError(NO_SUCH_DEVELOPER);
    }
    const params = new SqlParams();
    return answerPage(
      this.pool,
      request,
      { table: SECURITY_EVENTS_TABLE.name, where: [`developer_id = ${params.add(id)}`], params, select: 'r.*' },
      reply,
      toSecurityEvent,
    );
  }
}
