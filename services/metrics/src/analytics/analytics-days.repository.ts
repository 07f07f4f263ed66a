import { Inject, Injectable } from '@nestjs/common';
import type { PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { StreamRepository } from '../core/stream-repository';
import { analyticsDayDecider, type AnalyticsDay, type AnalyticsDayCommand } from './analytics-day.decider';
import type { AnalyticsEvent } from './analytics.events';

/** The only writer of the per-developer, per-day analytics streams. */
@Injectable()
export class AnalyticsDaysRepository extends StreamRepository<AnalyticsDay, AnalyticsDayCommand, AnalyticsEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, analyticsDayDecider);
  }
}
