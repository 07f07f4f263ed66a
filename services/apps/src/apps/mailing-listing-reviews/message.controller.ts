import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import { AppsRepository } from '../apps.repository';
import { publicNameOf } from '../app.decider';
import { listingReviewMail } from './listing-review-mail';

interface ListingReviewed {
  appId: string;
  admin_message: string | null;
  silent?: boolean;
  /** The approved content (an approval) and the listing's name (a rejection, recorded since 2026-12-03). */
  fields?: { public_name?: string };
  public_name?: string;
}

/**
 * The marketplace service decides a listing's review; the app's people live here, so the verdict and
 * the admin message are e-mailed from here, as a reaction to the committed event (spec 3 §4: admin
 * notes are e-mailed; a silent approval sends nothing).
 */
@Controller()
export class ListingReviewMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
    private readonly apps: AppsRepository,
    private readonly developers: DevelopersDirectory,
  ) {}

  @EventPattern('marketplace.listing.approved')
  async onApproved(@Payload() event: EventEnvelope<{ type: 'marketplace.listing.approved'; data: ListingReviewed }>): Promise<void> {
    if (event.data.silent) return;
    await this.send(event, true);
  }

  @EventPattern('marketplace.listing.rejected')
  onRejected(@Payload() event: EventEnvelope<{ type: 'marketplace.listing.rejected'; data: ListingReviewed }>): Promise<void> {
    return this.send(event, false);
  }

  private async send(event: EventEnvelope<{ type: string; data: ListingReviewed }>, approved: boolean): Promise<void> {
    const { appId, admin_message } = event.data;
    const { state: app } = await this.apps.load(appId);
    if (!app.ownerId) return;
    const owner = await this.developers.find(app.ownerId);
    if (!owner) return;
    const mail = listingReviewMail(owner.email, {
      approved,
      // The listing under review is named as the Marketplace shows it; the app's own name when it has none yet.
      appName: event.data.fields?.public_name?.trim() || event.data.public_name || publicNameOf(app),
      message: admin_message,
      link: `${this.config.publicUrl}/developer_apps/${appId}?tab=marketplaceListing`,
    });
    // The job id is the event id: a redelivered event queues nothing new.
    await this.mails.enqueue(`listing-review-${event.id}-${owner.id}`, mail);
  }
}
