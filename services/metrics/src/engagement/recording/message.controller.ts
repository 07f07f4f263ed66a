import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { EngagementRecorder } from './engagement-recorder';

/** Consumer group `metrics-engagement`: marketplace visits and installs become engagement metrics. */
@Controller()
export class EngagementMessageController {
  constructor(private readonly recorder: EngagementRecorder) {}

  @EventPattern('marketplace.visit.recorded')
  onVisit(@Payload() event: EventEnvelope): Promise<void> {
    return this.recorder.apply(event);
  }

  @EventPattern('marketplace.installation.installed')
  onInstalled(@Payload() event: EventEnvelope): Promise<void> {
    return this.recorder.apply(event);
  }

  @EventPattern('marketplace.installation.uninstalled')
  onUninstalled(@Payload() event: EventEnvelope): Promise<void> {
    return this.recorder.apply(event);
  }
}
