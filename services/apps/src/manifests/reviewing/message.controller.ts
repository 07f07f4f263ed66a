import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { AppsRepository } from '../../apps/apps.repository';
import { publicNameOf } from '../../apps/app.decider';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import type { ManifestReviewApproved, ManifestReviewRejected } from '../manifest.events';
import { findVersion } from '../manifests.decider';
import { ManifestsRepository } from '../manifests.repository';
import { reviewMail } from './review-mail';

/** E-mails the review notes as a reaction to the committed decision, never from the request. */
@Controller()
export class ReviewMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
    private readonly apps: AppsRepository,
    private readonly manifests: ManifestsRepository,
    private readonly developers: DevelopersDirectory,
  ) {}

  @EventPattern('apps.manifest.review_approved')
  onApproved(@Payload() event: EventEnvelope<ManifestReviewApproved>): Promise<void> {
    return this.send(event, true);
  }

  @EventPattern('apps.manifest.review_rejected')
  onRejected(@Payload() event: EventEnvelope<ManifestReviewRejected>): Promise<void> {
    return this.send(event, false);
  }

  private async send(event: EventEnvelope<ManifestReviewApproved | ManifestReviewRejected>, approved: boolean): Promise<void> {
    const { appId, versionId, adminNotes } = event.data;
    const [{ state: app }, { state: manifests }] = await Promise.all([this.apps.load(appId), this.manifests.load(appId)]);
    const version = findVersion(manifests, versionId);
    const recipients = [...new Set([app.ownerId, version?.submittedBy].filter((id): id is string => typeof id === 'string'))];
    const people = await Promise.all(recipients.map((id) => this.developers.find(id)));
    const outcome = {
      approved,
      appName: publicNameOf(app),
      version: version?.semanticVersion ?? String(version?.number ?? ''),
      notes: adminNotes,
      link: `${this.config.publicUrl}/developer_apps/${appId}?tab=versions`,
    };
    for (const person of people) {
      // The job id is the event id and the recipient: a redelivered event queues nothing new.
      if (person) await this.mails.enqueue(`review-${event.id}-${person.id}`, reviewMail(person.email, outcome));
    }
  }
}
