import { Inject, Injectable } from '@nestjs/common';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { PortalLogger } from '@portal/service-runtime';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../core/notifications.config';
import { Recipients } from '../../recipients/recipients';
import { unsubscribeLinks } from '../../preferences/unsubscribing/unsubscribe-token';
import { criticalMail } from './critical-mail';
import { renderMarkdown } from './markdown';

const PAGE = 500;
const PARALLEL_ENQUEUES = 50;

/** The job id names the announcement and the developer: a redelivered event queues nothing new. */
export const criticalJobId = (announcementId: string, developerId: string): string => `critical-${announcementId}-${developerId}`;

@Injectable()
export class CriticalFanOut {
  constructor(
    private readonly recipients: Recipients,
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly logger: PortalLogger,
  ) {}

  /** One BullMQ job per opted-in developer, queued page by page; the mail worker sends them with retries. */
  async queue(announcement: { announcementId: string; title: string; summary: string; body: string }): Promise<number> {
    const content = {
      ...announcement,
      bodyHtml: renderMarkdown(announcement.body, this.config.publicUrl),
      readUrl: `${this.config.publicUrl}/notifications/${announcement.announcementId}`,
    };
    let queued = 0;
    for (let after: string | null = null; ;) {
      const page = await this.recipients.optedInPage(after, PAGE);
      for (let i = 0; i < page.length; i += PARALLEL_ENQUEUES) {
        await Promise.all(
          page.slice(i, i + PARALLEL_ENQUEUES).map((r) => {
            const token = unsubscribeLinks.sign({ developerId: r.developerId }, this.config.unsubscribeSecret, null);
            const unsubscribeUrl = `${this.config.publicUrl}/notification_preferences/unsubscribe?token=${encodeURIComponent(token)}`;
            return this.mails.enqueue(
              criticalJobId(announcement.announcementId, r.developerId),
              criticalMail(r.email, r.firstName, content, unsubscribeUrl),
            );
          }),
        );
      }
      queued += page.length;
      if (page.length < PAGE) break;
      after = page.at(-1)!.developerId;
    }
    this.logger.log(`critical announcement ${announcement.announcementId}: ${queued} e-mails queued`);
    return queued;
  }
}
