import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import type { DeveloperPasswordChanged } from '../developer.events';
import { DevelopersRepository } from '../developers.repository';
import { passwordChangedMail } from './password-changed-mail';

/** Tells the account's address about every password change, as a reaction to the committed event. */
@Controller()
export class PasswordChangedMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly developers: DevelopersRepository,
  ) {}

  @EventPattern('identity.developer.password_changed')
  async onChanged(@Payload() event: EventEnvelope<DeveloperPasswordChanged>): Promise<void> {
    const { state } = await this.developers.load(event.data.developerId);
    if (!state.exists) return;
    const resetUrl = `${this.config.publicUrl}/forgot_password`;
    await this.mails.enqueue(`password-changed-${event.id}`, passwordChangedMail(state.email, state.firstName, event.data, resetUrl));
  }
}
