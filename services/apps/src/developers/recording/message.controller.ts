import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { PortalEventEnvelope } from '@portal/contracts';
import { DevelopersDirectory } from '../developers.directory';

/** Keeps the small developers table (id, name, e-mail) from identity's sign-ups. Idempotent upsert. */
@Controller()
export class DeveloperRecordingMessageController {
  constructor(private readonly directory: DevelopersDirectory) {}

  @EventPattern('identity.developer.signed_up')
  async onSignedUp(@Payload() event: PortalEventEnvelope<'identity.developer.signed_up'>): Promise<void> {
    const data = event.data;
    await this.directory.record({
      id: data.developerId,
      name: `${data.firstName} ${data.lastName}`,
      email: data.email,
      platformId: data.platformId,
    });
  }
}
