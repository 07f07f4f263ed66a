import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { FollowAppDeletionHandler, type AppDeleted, type AppUndeleted } from './follow-app-deletion.handler';

/** Consumer group `marketplace` (topic apps.app): a listing is public only while its app is not deleted. */
@Controller()
export class FollowAppDeletionMessageController {
  constructor(private readonly handler: FollowAppDeletionHandler) {}

  @EventPattern('apps.app.deleted')
  onDeleted(@Payload() event: EventEnvelope<AppDeleted>): Promise<void> {
    return this.handler.deleted(event);
  }

  @EventPattern('apps.app.undeleted')
  onUndeleted(@Payload() event: EventEnvelope<AppUndeleted>): Promise<void> {
    return this.handler.undeleted(event);
  }
}
