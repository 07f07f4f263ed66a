import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { PortalEventEnvelope } from '@portal/contracts';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../core/notifications.config';
import { leadConfirmationMail } from './lead-confirmation-mail';

/** The marketplace makes the lead; its confirmation to the requester is a reaction here, after the commit. */
@Controller()
export class LeadConfirmationMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  @EventPattern('marketplace.lead.requested')
  async onRequested(@Payload() event: PortalEventEnvelope<'marketplace.lead.requested'>): Promise<void> {
    const listingUrl = `${this.config.publicUrl}/marketplace/${encodeURIComponent(event.data.appId)}`;
    // The job id is the event id: a redelivered event queues nothing new.
    await this.mails.enqueue(`lead-confirmation-${event.id}`, leadConfirmationMail(event.data, listingUrl));
  }
}
