import { Module } from '@nestjs/common';
import { EventSourcingModule, RuntimeModule } from '@portal/service-runtime';
import { AnalyticsDaysRepository } from './analytics/analytics-days.repository';
import { TrackEventController } from './analytics/tracking/http.controller';
import { TrackEventHandler } from './analytics/tracking/track-event.handler';

export const SOURCE = 'metrics';

/** Tracking events today; engagement metrics and API-usage reports arrive with their issues. */
@Module({
  imports: [RuntimeModule.forService(SOURCE), EventSourcingModule.forService({ source: SOURCE })],
  controllers: [TrackEventController],
  providers: [AnalyticsDaysRepository, TrackEventHandler],
})
export class MetricsModule {}
