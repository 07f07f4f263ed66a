import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { DevelopersDirectory } from '../developers.directory';

interface SignedUp {
  developerId: string;
  firstName: string;
  lastName: string;
  email: string;
  platformId: string;
}

/** Keeps the small developers table (id, name, e-mail) from identity's sign-ups. Idempotent upsert. */
@Controller()
export class DeveloperRecordingMessageController {
  constructor(private readonly directory: DevelopersDirectory) {}

  @EventPattern('identity.developer.signed_up')
  async onSignedUp(@Payload() event: EventEnvelope): Promise<void> {
    const data = event.data as SignedUp;
    await this.directory.record({
      id: data.developerId,
      name: `${data.firstName} ${data.lastName}`,
      email: data.email,
      platformId: data.platformId,
    });
  }
}
