import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { Recipients } from '../recipients';

/** identity.developer.signed_up as published on identity's topic (its contract, not its source). */
interface DeveloperSignedUp {
  type: 'identity.developer.signed_up';
  data: { developerId: string; email: string; firstName: string };
}

@Controller()
export class RecipientsMessageController {
  constructor(private readonly recipients: Recipients) {}

  @EventPattern('identity.developer.signed_up')
  async onSignedUp(@Payload() event: EventEnvelope<DeveloperSignedUp>): Promise<void> {
    await this.recipients.recordDeveloper(event.data.developerId, event.data.email, event.data.firstName);
  }
}
