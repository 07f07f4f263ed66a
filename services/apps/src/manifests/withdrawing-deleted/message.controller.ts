import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { AppDeleted } from '../../apps/app.events';
import { WithdrawDeletedHandler } from './withdraw-deleted.handler';

/** A deleted app's version leaves review: reviewers and the public review topic see it closed. */
@Controller()
export class WithdrawDeletedMessageController {
  constructor(private readonly handler: WithdrawDeletedHandler) {}

  @EventPattern('apps.app.deleted')
  onDeleted(@Payload() event: EventEnvelope<AppDeleted>): Promise<void> {
    return this.handler.withdraw(event);
  }
}
