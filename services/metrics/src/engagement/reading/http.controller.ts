import { Controller, Get, Param, Query } from '@nestjs/common';
import { NotFoundError, ValidationError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import { EngagementAccess, UUID } from '../core/app-access';
import { AppMetricsQuery, type AppMetrics, type InstallationsPage } from './app-metrics.query';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

const positiveInt = (raw: string | undefined, fallback: number): number | null => {
  if (raw === undefined || raw === '') return fallback;
  return /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
};

export const installationsPageOf = (page?: string, perPage?: string): InstallationsPage => {
  const p = positiveInt(page, 1);
  const n = positiveInt(perPage, DEFAULT_PER_PAGE);
  const fields: Record<string, string[]> = {};
  if (p === null) fields.installations_page = ['must be a whole number from 1'];
  if (n === null || n > MAX_PER_PAGE) fields.installations_per_page = [`must be a whole number from 1 to ${MAX_PER_PAGE}`];
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return { page: p!, perPage: n! };
};

/**
 * An app's engagement report for its people (developer route) and platform admins. `admin=1` adds
 * the installers' e-mails, and only for an admin caller: a developer asking for it gets none.
 */
@Controller('engagement/apps')
export class AppMetricsController {
  constructor(
    private readonly access: EngagementAccess,
    private readonly metrics: AppMetricsQuery,
  ) {}

  @Get(':id/metrics')
  async show(
    @Param('id') id: string,
    @SignedInActor() actor: Actor,
    @Query('installations_page') page?: string,
    @Query('installations_per_page') perPage?: string,
    @Query('admin') admin?: string,
  ): Promise<AppMetrics> {
    const paging = installationsPageOf(page, perPage);
    if (!UUID.test(id)) throw new NotFoundError('No such app');
    await this.access.require(id, actor);
    return this.metrics.of(id.toLowerCase(), paging, admin === '1' && actor.isAdmin);
  }

  /** For the app page's Metrics tab: whether any aggregate row exists (the gateway has checked access). */
  @Get(':id/summary')
  async summary(@Param('id') id: string): Promise<{ has_metrics: boolean }> {
    return { has_metrics: UUID.test(id) ? await this.metrics.hasMetrics(id.toLowerCase()) : false };
  }
}
