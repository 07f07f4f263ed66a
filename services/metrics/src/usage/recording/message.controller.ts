import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { UsageRecorder, type UsageRecorded } from './usage-recorder';

/** `quota.usage.recorded` from the quota proxy (consumer group `metrics-usage`). */
@Controller()
export class UsageRecordedMessageController {
  constructor(private readonly recorder: UsageRecorder) {}

  @EventPattern('quota.usage.recorded')
  onUsage(@Payload() event: EventEnvelope<{ type: 'quota.usage.recorded'; data: UsageRecorded }>): Promise<void> {
    return this.recorder.record(event.data);
  }
}
