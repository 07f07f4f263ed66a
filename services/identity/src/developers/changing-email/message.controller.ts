import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import type { DeveloperEmailChanged, DeveloperEmailChangeRequested } from '../developer.events';
import { DevelopersRepository } from '../developers.repository';
import { normalizeEmail } from '../signing-up/sign-up.rules';
import { EMAIL_CHANGE_TTL_MS, emailChangeLinks } from './email-change-link';
import { emailChangedMail, emailChangeLinkMail } from './email-change-mails';

/** Mails the link to the new address and, once it took effect, a notice to the old one; reactions to committed events. */
@Controller()
export class EmailChangeMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly developers: DevelopersRepository,
  ) {}

  @EventPattern('identity.developer.email_change_requested')
  async onRequested(@Payload() event: EventEnvelope<DeveloperEmailChangeRequested>): Promise<void> {
    const expiresAt = Date.parse(event.data.requestedAt) + EMAIL_CHANGE_TTL_MS;
    if (expiresAt <= Date.now()) return;
    const { developerId, email } = event.data;
    const { state } = await this.developers.load(developerId);
    // A request replaced by a later one, or already carried out, would mail a dead link.
    if (state.pendingEmail === null || normalizeEmail(state.pendingEmail) !== normalizeEmail(email)) return;
    const token = emailChangeLinks.sign(
      { developerId, email: normalizeEmail(email), from: normalizeEmail(state.email) },
      this.config.confirmationSecret,
      expiresAt,
    );
    const link = `${this.config.publicUrl}/confirm_email_change?token=${encodeURIComponent(token)}`;
    // The job id is the event id: a redelivered event finds its job and queues nothing new.
    await this.mails.enqueue(`email-change-${event.id}`, emailChangeLinkMail(email, state.firstName, link));
  }

  @EventPattern('identity.developer.email_changed')
  async onChanged(@Payload() event: EventEnvelope<DeveloperEmailChanged>): Promise<void> {
    const { state } = await this.developers.load(event.data.developerId);
    if (!state.exists) return;
    await this.mails.enqueue(
      `email-changed-${event.id}`,
      emailChangedMail(event.data.previousEmail, state.firstName, event.data, state.platformId),
    );
  }
}
