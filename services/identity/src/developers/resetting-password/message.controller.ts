import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { PG_POOL } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { credentialStamp, passwordHashOf } from '../credentials';
import type { DeveloperPasswordResetRequested } from '../developer.events';
import { DevelopersRepository } from '../developers.repository';
import { RESET_TTL_MS, resetLinks } from './reset-link';
import { resetMail } from './reset-mail';

/** E-mails the reset link as a reaction to the committed request, never from the request itself. */
@Controller()
export class ResetMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly developers: DevelopersRepository,
  ) {}

  @EventPattern('identity.developer.password_reset_requested')
  async onRequested(@Payload() event: EventEnvelope<DeveloperPasswordResetRequested>): Promise<void> {
    const expiresAt = Date.parse(event.data.requestedAt) + RESET_TTL_MS;
    // A request replayed after its hour would mail a dead link.
    if (expiresAt <= Date.now()) return;
    const { developerId, email } = event.data;
    const passwordHash = await passwordHashOf(this.pool, developerId);
    if (!passwordHash) return;
    const token = resetLinks.sign(
      { developerId, email: email.toLowerCase(), stamp: credentialStamp(passwordHash) },
      this.config.confirmationSecret,
      expiresAt,
    );
    const { state } = await this.developers.load(developerId);
    const link = `${this.config.publicUrl}/reset_password?token=${encodeURIComponent(token)}`;
    // The job id is the event id: a redelivered event finds its job and queues nothing new.
    await this.mails.enqueue(`password-reset-${event.id}`, resetMail(email, state.firstName, link));
  }
}
