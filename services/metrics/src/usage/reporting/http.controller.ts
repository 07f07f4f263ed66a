import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import type { FastifyReply } from 'fastify';
import { USAGE_CONFIG, type UsageConfig } from '../core/usage.config';
import { reportLinks } from './report-link';
import { RequestReportHandler, type ApiUsageReportView, type LatestReportView } from './request-report.handler';
import { UsageReportsStore } from './usage-reports.store';

const LINK_INVALID = 'This download link is invalid or has expired. Request a new report from the app page.';

@Controller('usage/apps/:id/reports')
export class UsageReportsController {
  constructor(
    private readonly handler: RequestReportHandler,
    private readonly reports: UsageReportsStore,
    @Inject(USAGE_CONFIG) private readonly config: UsageConfig,
  ) {}

  @Post()
  @HttpCode(202)
  request(@Param('id') id: string, @SignedInActor() actor: Actor): Promise<ApiUsageReportView> {
    return this.handler.request(id, actor);
  }

  @Get('latest')
  latest(@Param('id') id: string, @SignedInActor() actor: Actor): Promise<LatestReportView> {
    return this.handler.latest(id, actor);
  }

  /** The e-mailed link: the signed token is the permission (it names the report and its requester). */
  @Get(':reportId/download')
  async download(
    @Param('id') id: string,
    @Param('reportId') reportId: string,
    @Query('token') token: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const claims = typeof token === 'string' ? reportLinks.verify(token, this.config.linkSecret, Date.now()) : null;
    const report = claims && claims.reportId === reportId ? await this.reports.find(reportId) : null;
    if (!report || report.appId !== id || report.requesterId !== claims?.requesterId) throw new NotFoundError(LINK_INVALID);
    const csv = await this.reports.csvOf(reportId);
    if (csv === null) throw new NotFoundError(LINK_INVALID);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${id}-api-usage-${report.requestedAt.toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'private, no-store');
    return csv;
  }
}
