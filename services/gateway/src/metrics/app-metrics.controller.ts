import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Schema } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import { toAppMetrics } from './metrics-views';

type AppMetrics = Schema<'AppMetrics'>;

interface InstallationsPaging {
  installations_page?: number | string;
  installations_per_page?: number | string;
}

/**
 * The App Engagement Report's data (spec 1 §2), owned by the metrics service, which checks the
 * caller's role on the app. The admin path (admins only, by its prefix) adds the installers' e-mails.
 */
@Controller('api/v1')
export class AppMetricsController {
  constructor(private readonly upstreams: Upstreams) {}

  @Get('developer_apps/:id/metrics')
  developer(@Param('id') id: string, @Query() query: InstallationsPaging, @Req() request: FastifyRequest): Promise<AppMetrics> {
    return this.load(id, query, request, false);
  }

  @Get('admin/developer_apps/:id/metrics')
  admin(@Param('id') id: string, @Query() query: InstallationsPaging, @Req() request: FastifyRequest): Promise<AppMetrics> {
    return this.load(id, query, request, true);
  }

  private async load(id: string, query: InstallationsPaging, request: FastifyRequest, admin: boolean): Promise<AppMetrics> {
    const { body } = await this.upstreams.metrics.call<AppMetrics>(`engagement/apps/${encodeURIComponent(id)}/metrics`, {
      actor: actorOf(sessionOf(request)!.session),
      query: {
        installations_page: query.installations_page === undefined ? undefined : String(query.installations_page),
        installations_per_page: query.installations_per_page === undefined ? undefined : String(query.installations_per_page),
        admin: admin ? '1' : undefined,
      },
    });
    return toAppMetrics(body);
  }
}
