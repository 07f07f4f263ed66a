import { Inject, Injectable } from '@nestjs/common';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { InternalClient } from '@portal/service-runtime';
import { USAGE_CONFIG, type UsageConfig } from '../core/usage.config';
import { reportLinks } from './report-link';
import { reportMail } from './report-mail';
import { reportWindow } from './report-rules';
import { usageReportCsv, type UsageReportRow } from './usage-report.csv';
import { UsageReportsStore } from './usage-reports.store';
import { UsageRowsQuery } from './usage-rows.query';

/** The 30 days are read in slices, so progress moves while a busy app's usage is summed. */
const SLICE_DAYS = 5;
const DAY_MS = 86_400_000;

export const reportDownloadPath = (appId: string, reportId: string, token: string): string =>
  `/developer_apps/${encodeURIComponent(appId)}/api_usage_reports/${encodeURIComponent(reportId)}/download?token=${encodeURIComponent(token)}`;

/**
 * One report job: sums the app's usage of the 30 days up to the request (UTC), keeps the CSV with
 * the report, e-mails the requester a signed link to it, and marks the report completed. Running it
 * again after a crash is harmless: the mail job id is the report's, a finished report is skipped.
 */
@Injectable()
export class GenerateReportHandler {
  private readonly identity: InternalClient;

  constructor(
    private readonly reports: UsageReportsStore,
    private readonly usage: UsageRowsQuery,
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(USAGE_CONFIG) private readonly config: UsageConfig,
  ) {
    this.identity = new InternalClient('identity', config.identityUrl);
  }

  async generate(reportId: string, onProgress: (progress: number) => Promise<void>): Promise<void> {
    const report = await this.reports.start(reportId);
    if (!report) return;
    const step = async (progress: number) => {
      await this.reports.progress(reportId, progress);
      await onProgress(progress);
    };
    await step(5);
    const { from, to } = reportWindow(report.requestedAt);
    const rows: UsageReportRow[] = [];
    for (let start = from.getTime(), slice = 0; start < to.getTime(); start += SLICE_DAYS * DAY_MS, slice += 1) {
      const end = Math.min(start + SLICE_DAYS * DAY_MS, to.getTime());
      rows.push(...(await this.usage.between(report.appId, new Date(start), new Date(end))));
      await step(5 + Math.round((75 * (end - from.getTime())) / (to.getTime() - from.getTime())));
    }
    await this.reports.saveCsv(reportId, usageReportCsv(rows));
    await step(85);
    const { body: person } = await this.identity.call<{ email: string }>(`developers/${encodeURIComponent(report.requesterId)}`, {
      timeoutMs: 5000,
    });
    const expiresAt = Date.now() + this.config.linkDays * DAY_MS;
    const token = reportLinks.sign({ reportId, requesterId: report.requesterId }, this.config.linkSecret, expiresAt);
    const mail = reportMail(person.email, {
      from: from.toISOString().slice(0, 10),
      to: new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10),
      rows: rows.length,
      requests: rows.reduce((sum, row) => sum + row.requests, 0),
      link: `${this.config.publicUrl}${reportDownloadPath(report.appId, reportId, token)}`,
      linkDays: this.config.linkDays,
    });
    await this.mails.enqueue(`api-usage-report-${reportId}`, mail);
    await step(95);
    await this.reports.complete(reportId);
    await onProgress(100);
  }
}
