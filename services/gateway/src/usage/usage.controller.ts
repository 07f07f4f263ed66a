import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Schema } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import { toAnalyticsKeyCount, toApiUsageReport, toApiUsageReportStatus, toRateLimitUsage } from './usage-views';

const reportsPath = (id: string) => `usage/apps/${encodeURIComponent(id)}/reports`;

/**
 * API usage of an app (the 30-day report e-mailed on request, its current rate-limit usage) and the
 * admins' analytics counts, all owned by the metrics service, which checks the caller's role on the
 * app (admins pass). A 409 or 429 (with Retry-After) passes through with the service's message.
 */
@Controller('api/v1')
export class UsageController {
  constructor(private readonly upstreams: Upstreams) {}

  @Post('developer_apps/:id/api_usage_reports')
  @HttpCode(202)
  async request(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Schema<'ApiUsageReport'>> {
    const { body } = await this.upstreams.metrics.call<Schema<'ApiUsageReport'>>(reportsPath(id), {
      method: 'POST',
      actor: actorOf(sessionOf(request)!.session),
    });
    return toApiUsageReport(body);
  }

  @Get('developer_apps/:id/api_usage_reports/latest')
  async latest(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Schema<'ApiUsageReportStatus'>> {
    const { body } = await this.upstreams.metrics.call<Schema<'ApiUsageReportStatus'>>(`${reportsPath(id)}/latest`, {
      actor: actorOf(sessionOf(request)!.session),
    });
    return toApiUsageReportStatus(body);
  }

  @Get('developer_apps/:id/rate_limits')
  async rateLimits(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Schema<'RateLimitUsage'>[]> {
    const { body } = await this.upstreams.metrics.call<Schema<'RateLimitUsage'>[]>(`usage/apps/${encodeURIComponent(id)}/rate_limits`, {
      actor: actorOf(sessionOf(request)!.session),
    });
    return body.map(toRateLimitUsage);
  }

  @Get('admin/analytics/counts')
  async analyticsCounts(
    @Query('from') from: string | undefined,
    @Query('to') to: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<Schema<'AnalyticsKeyCount'>[]> {
    const { body } = await this.upstreams.metrics.call<Schema<'AnalyticsKeyCount'>[]>('analytics/counts', {
      actor: actorOf(sessionOf(request)!.session),
      query: { from, to },
    });
    return body.map(toAnalyticsKeyCount);
  }
}
