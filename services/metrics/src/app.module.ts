import { Module } from '@nestjs/common';
import { EventSourcingModule, PositionsController, RuntimeModule } from '@portal/service-runtime';
import { AnalyticsDaysRepository } from './analytics/analytics-days.repository';
import { TrackEventController } from './analytics/tracking/http.controller';
import { TrackEventHandler } from './analytics/tracking/track-event.handler';
import { ANALYTICS_COUNTS_DDL } from './analytics/counting/analytics-counts.table';
import { AnalyticsCountsController } from './analytics/counting/http.controller';
import { EngagementAccess } from './engagement/core/app-access';
import { ENGAGEMENT_DDL } from './engagement/engagement.tables';
import { InstallationsCsvController } from './engagement/exporting/http.controller';
import { InstallationsExport } from './engagement/exporting/installations-export';
import { MyInstallationsController } from './engagement/listing-mine/http.controller';
import { MyInstallationsQuery } from './engagement/listing-mine/my-installations.query';
import { AppMetricsQuery } from './engagement/reading/app-metrics.query';
import { AppMetricsController } from './engagement/reading/http.controller';
import { EngagementRebuildController } from './engagement/rebuilding/http.controller';
import { EngagementRebuild } from './engagement/rebuilding/engagement-rebuild';
import { InstallerBackfill } from './engagement/rebuilding/installer-backfill';
import { EngagementRecorder } from './engagement/recording/engagement-recorder';
import { EngagementMessageController } from './engagement/recording/message.controller';
import { appliedPositionsProvider, POSITIONS_DDL } from './positions/applied-positions';
import { USAGE_DDL } from './usage/usage.tables';
import { UsageModule } from './usage/usage.module';

export const SOURCE = 'metrics';

/** Each area's read tables, created with the event store. */
const DDL: readonly string[] = [...ENGAGEMENT_DDL, ...ANALYTICS_COUNTS_DDL, ...USAGE_DDL, ...POSITIONS_DDL];

/** Tracking events (and their counts), engagement metrics (marketplace visits and installs) and API usage. */
@Module({
  imports: [RuntimeModule.forService(SOURCE), EventSourcingModule.forService({ source: SOURCE, ddl: DDL }), UsageModule],
  controllers: [
    TrackEventController,
    AnalyticsCountsController,
    EngagementMessageController,
    AppMetricsController,
    InstallationsCsvController,
    MyInstallationsController,
    EngagementRebuildController,
    PositionsController,
  ],
  providers: [
    AnalyticsDaysRepository,
    TrackEventHandler,
    EngagementRecorder,
    EngagementAccess,
    AppMetricsQuery,
    InstallationsExport,
    MyInstallationsQuery,
    EngagementRebuild,
    InstallerBackfill,
    appliedPositionsProvider,
  ],
})
export class MetricsModule {}
