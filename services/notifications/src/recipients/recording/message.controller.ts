import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { PortalEventEnvelope } from '@portal/contracts';
import { Recipients } from '../recipients';

/** identity's developer events as published on its topic, typed by the contract (not identity's source). */
@Controller()
export class RecipientsMessageController {
  constructor(private readonly recipients: Recipients) {}

  @EventPattern('identity.developer.signed_up')
  async onSignedUp(@Payload() event: PortalEventEnvelope<'identity.developer.signed_up'>): Promise<void> {
    const { developerId, email, firstName } = event.data;
    await this.recipients.recordDeveloper(developerId, email, firstName, event.streamVersion);
  }

  /** Announcements greet the developer by their current first name. */
  @EventPattern('identity.developer.profile_changed')
  async onProfileChanged(@Payload() event: PortalEventEnvelope<'identity.developer.profile_changed'>): Promise<void> {
    await this.recipients.changeDeveloper(event.data.developerId, { firstName: event.data.firstName }, event.streamVersion);
  }

  /** Critical e-mails go to the address the developer signs in with now. */
  @EventPattern('identity.developer.email_changed')
  async onEmailChanged(@Payload() event: PortalEventEnvelope<'identity.developer.email_changed'>): Promise<void> {
    await this.recipients.changeDeveloper(event.data.developerId, { email: event.data.email }, event.streamVersion);
  }
}
