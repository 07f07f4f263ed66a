import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { AppliedPositions } from '@portal/service-runtime';
import { EngagementRecorder } from './engagement-recorder';

/** Consumer group `metrics-engagement`: marketplace visits and installs become engagement metrics. */
@Controller()
export class EngagementMessageController {
  constructor(
    private readonly recorder: EngagementRecorder,
    private readonly positions: AppliedPositions,
  ) {}

  @EventPattern('marketplace.visit.recorded')
  onVisit(@Payload() event: EventEnvelope): Promise<void> {
    return this.recorder.apply(event);
  }

  @EventPattern('marketplace.installation.installed')
  onInstalled(@Payload() event: EventEnvelope): Promise<void> {
    return this.applyInstallation(event);
  }

  @EventPattern('marketplace.installation.uninstalled')
  onUninstalled(@Payload() event: EventEnvelope): Promise<void> {
    return this.applyInstallation(event);
  }

  /**
   * The installer waits for this position (the gateway answers an install or uninstall once "my installations"
   * shows it): it is recorded after the event's rows committed, and also when the recorder's guard refused the
   * event as one it had applied already (a redelivery), so a wait never outlasts the event.
   */
  private async applyInstallation(event: EventEnvelope): Promise<void> {
    await this.recorder.apply(event);
    await this.positions.record(event);
  }
}
