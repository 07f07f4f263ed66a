import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@portal/decider';
import type { Actor } from '@portal/service-runtime';
import { AppClients } from '../core/app-clients';
import { USAGE_CONFIG, type UsageConfig } from '../core/usage.config';
import { cooldownUntil, REPORT_FAILED } from './report-rules';
import { UsageReportQueue } from './report.queue';
import { UsageReportsStore, type UsageReport } from './usage-reports.store';

export interface ApiUsageReportView {
  id: string;
  state: UsageReport['state'];
  progress: number;
  requested_at: string;
  completed_at: string | null;
  error: string | null;
}

export interface LatestReportView {
  available: boolean;
  cooldown_until: string | null;
  report: ApiUsageReportView | null;
}

export const NO_CLIENTS = 'This app has no OAuth client, so there is no API usage to report.';

export const reportView = (report: UsageReport): ApiUsageReportView => ({
  id: report.id,
  state: report.state,
  progress: report.progress,
  requested_at: report.requestedAt.toISOString(),
  completed_at: report.completedAt?.toISOString() ?? null,
  error: report.error,
});

@Injectable()
export class RequestReportHandler {
  constructor(
    private readonly clients: AppClients,
    private readonly reports: UsageReportsStore,
    private readonly queue: UsageReportQueue,
    @Inject(USAGE_CONFIG) private readonly config: UsageConfig,
  ) {}

  async request(appId: string, actor: Actor): Promise<ApiUsageReportView> {
    await this.clients.requireAccess(appId, actor);
    if ((await this.clients.of(appId)).length === 0) throw new DomainError('validation_failed', NO_CLIENTS);
    const report = await this.reports.request(appId, actor.id, this.config.cooldownSeconds);
    try {
      await this.queue.enqueue(report.id);
    } catch (error) {
      // Not queued means never generated: failed now, so the requester is not told to wait for it.
      await this.reports.fail(report.id, REPORT_FAILED);
      throw error;
    }
    return reportView(report);
  }

  async latest(appId: string, actor: Actor): Promise<LatestReportView> {
    await this.clients.requireAccess(appId, actor);
    const [clients, { report, lastCompletedAt }] = await Promise.all([this.clients.of(appId), this.reports.latest(appId, actor.id)]);
    return {
      available: clients.length > 0,
      cooldown_until: cooldownUntil(lastCompletedAt, this.config.cooldownSeconds, new Date())?.toISOString() ?? null,
      report: report ? reportView(report) : null,
    };
  }
}
