import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import type { Connection } from 'mongoose';
import { MONGO } from '../core/mongo.providers';
import { applyInOrder } from '../core/stream-guard';
import { DEVELOPERS } from './developer.document';

interface SignedUp {
  developerId: string;
  firstName: string;
  lastName: string;
  email: string;
  platformId: string;
  signedUpAt: string;
}

/** Builds the developers read model from identity's developer events. */
@Controller()
export class DevelopersProjection {
  constructor(@Inject(MONGO) private readonly mongo: Connection) {}

  private get collection() {
    return this.mongo.collection(DEVELOPERS);
  }

  @EventPattern('identity.developer.signed_up')
  async signedUp(@Payload() event: EventEnvelope) {
    const data = event.data as SignedUp;
    await applyInOrder(this.collection, data.developerId, event.streamVersion, {
      firstName: data.firstName,
      lastName: data.lastName,
      name: `${data.firstName} ${data.lastName}`,
      email: data.email,
      emailLower: data.email.toLowerCase(),
      companyName: null,
      platformId: data.platformId,
      emailConfirmed: false,
      isAdmin: false,
      isEmployee: false,
      signedUpAt: new Date(data.signedUpAt),
    });
  }

  @EventPattern('identity.developer.email_confirmed')
  async emailConfirmed(@Payload() event: EventEnvelope) {
    await applyInOrder(this.collection, developerIdOf(event), event.streamVersion, { emailConfirmed: true });
  }

  @EventPattern('identity.developer.role_granted')
  async roleGranted(@Payload() event: EventEnvelope) {
    const { role } = event.data as { role: 'admin' | 'employee' };
    await applyInOrder(
      this.collection,
      developerIdOf(event),
      event.streamVersion,
      role === 'admin' ? { isAdmin: true } : { isEmployee: true },
    );
  }

  /** Events that change nothing shown still advance the revision, so the next one applies in order. */
  @EventPattern('identity.developer.email_confirmation_requested')
  async confirmationRequested(@Payload() event: EventEnvelope) {
    await applyInOrder(this.collection, developerIdOf(event), event.streamVersion, {});
  }
}

const developerIdOf = (event: EventEnvelope): string => (event.data as { developerId: string }).developerId;
