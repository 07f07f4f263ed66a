import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { PortalEventEnvelope } from '@portal/contracts';
import { Recipients } from '../recipients';

/** identity's sign-ups as published on its topic, typed by the contract (not identity's source). */
@Controller()
export class RecipientsMessageController {
  constructor(private readonly recipients: Recipients) {}

  @EventPattern('identity.developer.signed_up')
  async onSignedUp(@Payload() event: PortalEventEnvelope<'identity.developer.signed_up'>): Promise<void> {
    await this.recipients.recordDeveloper(event.data.developerId, event.data.email, event.data.firstName);
  }
}
