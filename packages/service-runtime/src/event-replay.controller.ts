import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE } from './event-sourcing.tokens';

/** Internal: the service's events in global order, so read models can be rebuilt from the source of truth. */
@Controller()
export class EventReplayController {
  constructor(@Inject(EVENT_STORE) private readonly store: PgEventStore) {}

  @Get('events')
  async events(@Query('after') after = '0', @Query('limit') limit = '500') {
    const afterPosition = Number(after);
    const size = Number(limit);
    if (!Number.isInteger(afterPosition) || afterPosition < 0 || !Number.isInteger(size) || size < 1 || size > 5000) {
      throw new ValidationError({ after: ['after must be a position ≥ 0 and limit between 1 and 5000'] });
    }
    return this.store.readAll(afterPosition, size);
  }
}
