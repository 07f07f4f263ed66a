import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import type { DeveloperEmailConfirmationRequested, DeveloperSignedUp } from '../developer.events';
import { DevelopersRepository } from '../developers.repository';
import { confirmationMail } from './confirmation-mail';
import { CONFIRMATION_TTL_MS, confirmationLinks } from './confirmation-token';

/** Sends the confirmation e-mail as a reaction to committed events, never from the request. */
@Controller()
export class ConfirmationMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly developers: DevelopersRepository,
  ) {}

  @EventPattern('identity.developer.signed_up')
  async onSignedUp(@Payload() event: EventEnvelope<DeveloperSignedUp>): Promise<void> {
    await this.queueFor(event.id, event.data.developerId, event.data.email, event.data.firstName, event.metadata.recordedAt);
  }

  @EventPattern('identity.developer.email_confirmation_requested')
  async onRequested(@Payload() event: EventEnvelope<DeveloperEmailConfirmationRequested>): Promise<void> {
    const { state } = await this.developers.load(event.data.developerId);
    await this.queueFor(event.id, event.data.developerId, event.data.email, state.firstName, event.metadata.recordedAt);
  }

  private async queueFor(eventId: string, developerId: string, email: string, firstName: string, at: string): Promise<void> {
    const token = confirmationLinks.sign(
      { developerId, email: email.toLowerCase() },
      this.config.confirmationSecret,
      Date.parse(at) + CONFIRMATION_TTL_MS,
    );
    const link = `${this.config.publicUrl}/confirm_email?token=${encodeURIComponent(token)}`;
    // The job id is the event id: a redelivered event finds its job and queues nothing new.
    await this.mails.enqueue(`confirm-${eventId}`, confirmationMail(email, firstName, link));
  }
}
