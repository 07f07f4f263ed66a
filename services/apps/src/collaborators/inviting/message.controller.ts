import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import type { AppCollaboratorInvited } from '../../apps/app.events';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { invitationMail } from './invitation-mail';
import { INVITATION_TTL_MS, invitationLinks } from './invitation-token';

/** E-mails the accept link as a reaction to the committed invitation, never from the request. */
@Controller()
export class InvitationMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
    private readonly apps: AppsRepository,
  ) {}

  @EventPattern('apps.app.collaborator_invited')
  async onInvited(@Payload() event: EventEnvelope<AppCollaboratorInvited>): Promise<void> {
    const { appId, invitationId, email, role } = event.data;
    const { state } = await this.apps.load(appId);
    const token = invitationLinks.sign(
      { invitationId, appId, email: email.toLowerCase() },
      this.config.invitationSecret,
      Date.parse(event.metadata.recordedAt) + INVITATION_TTL_MS,
    );
    const link = `${this.config.publicUrl}/invitations/${invitationId}/accept?token=${encodeURIComponent(token)}`;
    // The job id is the event id: a redelivered event queues nothing new.
    await this.mails.enqueue(`invite-${event.id}`, invitationMail(email, state.internalName, role, link));
  }
}
