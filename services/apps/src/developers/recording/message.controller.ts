import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { PortalEventEnvelope } from '@portal/contracts';
import { DevelopersDirectory } from '../developers.directory';

/** Keeps the small developers table (id, name, e-mail) from identity's developer events; each guarded by the stream version. */
@Controller()
export class DeveloperRecordingMessageController {
  constructor(private readonly directory: DevelopersDirectory) {}

  @EventPattern('identity.developer.signed_up')
  async onSignedUp(@Payload() event: PortalEventEnvelope<'identity.developer.signed_up'>): Promise<void> {
    const data = event.data;
    await this.directory.record(
      { id: data.developerId, name: `${data.firstName} ${data.lastName}`, email: data.email, platformId: data.platformId },
      event.streamVersion,
    );
  }

  /** Mails (reviews, invitations, builds) greet the developer by their current name. */
  @EventPattern('identity.developer.profile_changed')
  async onProfileChanged(@Payload() event: PortalEventEnvelope<'identity.developer.profile_changed'>): Promise<void> {
    const { developerId, firstName, lastName } = event.data;
    await this.directory.change(developerId, { name: `${firstName} ${lastName}` }, event.streamVersion);
  }

  /** Mails go to the address the developer signs in with now. */
  @EventPattern('identity.developer.email_changed')
  async onEmailChanged(@Payload() event: PortalEventEnvelope<'identity.developer.email_changed'>): Promise<void> {
    await this.directory.change(event.data.developerId, { email: event.data.email }, event.streamVersion);
  }
}
