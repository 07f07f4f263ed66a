import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ForbiddenError } from '@portal/decider';
import { PG_POOL, SignedInActor, type Actor } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { countsRange } from './counts-range';

export interface KeyCount {
  key: string;
  count: number;
}

/** Tracking keys are a product's vocabulary (dozens); the cap only guards against a runaway client. */
const MAX_KEYS = 1000;

/** Admins see how often each tracking key was recorded over a range of UTC days. */
@Controller()
export class AnalyticsCountsController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('analytics/counts')
  async counts(@Query('from') from: unknown, @Query('to') to: unknown, @SignedInActor() actor: Actor): Promise<KeyCount[]> {
    if (!actor.isAdmin) throw new ForbiddenError('Only administrators see analytics counts');
    const range = countsRange(from, to);
    const { rows } = await this.pool.query<{ key: string; count: string }>(
      `SELECT key, sum(count) AS count FROM metrics_analytics_key_days
        WHERE day BETWEEN $1::date AND $2::date
        GROUP BY key ORDER BY sum(count) DESC, key ASC LIMIT $3`,
      [range.from, range.to, MAX_KEYS],
    );
    return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
  }
}
