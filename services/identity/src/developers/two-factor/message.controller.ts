import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { DevelopersRepository } from '../developers.repository';
import { twoFactorNoticeMail, type TwoFactorNotice } from './two-factor-mails';

/** A notice to the account's address for each committed change to its second step (the job id keeps it to one mail). */
@Controller()
export class TwoFactorMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly developers: DevelopersRepository,
  ) {}

  @EventPattern([
    'identity.developer.two_factor_enabled',
    'identity.developer.two_factor_disabled',
    'identity.developer.recovery_codes_regenerated',
    'identity.developer.recovery_code_used',
    'identity.developer.security_key_added',
  ])
  async notify(@Payload() event: EventEnvelope<TwoFactorNotice>): Promise<void> {
    const { state } = await this.developers.load(event.data.developerId);
    if (!state.exists) return;
    const notice = { type: event.type, data: event.data } as TwoFactorNotice;
    await this.mails.enqueue(
      `two-factor-${event.id}`,
      twoFactorNoticeMail(state.email, state.firstName, notice, `${this.config.publicUrl}/settings`),
    );
  }
}
