import { Inject, Injectable } from '@nestjs/common';
import { EventSourcedRepository, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from '@portal/service-runtime';
import { analyticsDayDecider, type AnalyticsDay, type AnalyticsDayCommand } from './analytics-day.decider';
import type { AnalyticsEvent } from './analytics.events';

/** The only writer of the per-developer, per-day analytics streams. */
@Injectable()
export class AnalyticsDaysRepository extends EventSourcedRepository<AnalyticsDay, AnalyticsDayCommand, AnalyticsEvent> {
  constructor(@Inject(EVENT_STORE) store: PgEventStore) {
    super(store, analyticsDayDecider);
  }
}
