import { Module } from '@nestjs/common';
import { MailModule } from '@portal/mailer';
import { AppClients } from './core/app-clients';
import { USAGE_CONFIG, usageConfig } from './core/usage.config';
import { RateLimitsController } from './rate-limits/http.controller';
import { UsageRecordedMessageController } from './recording/message.controller';
import { UsageRecorder } from './recording/usage-recorder';
import { GenerateReportHandler } from './reporting/generate-report.handler';
import { UsageReportsController } from './reporting/http.controller';
import { UsageReportQueue } from './reporting/report.queue';
import { RequestReportHandler } from './reporting/request-report.handler';
import { UsageReportsStore } from './reporting/usage-reports.store';
import { UsageRowsQuery } from './reporting/usage-rows.query';

/** API usage: the quota proxy's per-minute usage, the e-mailed 30-day reports and the current rate-limit usage. */
@Module({
  imports: [MailModule.forService()],
  controllers: [UsageRecordedMessageController, UsageReportsController, RateLimitsController],
  providers: [
    { provide: USAGE_CONFIG, useFactory: usageConfig },
    AppClients,
    UsageRecorder,
    UsageReportsStore,
    UsageRowsQuery,
    GenerateReportHandler,
    UsageReportQueue,
    RequestReportHandler,
  ],
})
export class UsageModule {}
