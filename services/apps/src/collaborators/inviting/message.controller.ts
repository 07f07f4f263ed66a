import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import type { AppCollaboratorInvited } from '../../apps/app.events';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import { invitationMail } from './invitation-mail';
import { INVITATION_TTL_MS, invitationLinks } from './invitation-token';

/** E-mails the accept link as a reaction to the committed invitation, never from the request. */
@Controller()
export class InvitationMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
    private readonly apps: AppsRepository,
    private readonly directory: DevelopersDirectory,
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
    // Who invited: the event's actor, as the portal knows them (an unknown actor is the app's team).
    const inviter = event.metadata.actorId ? await this.directory.find(event.metadata.actorId) : null;
    await this.mails.enqueue(`invite-${event.id}`, invitationMail({ to: email, appName: state.internalName, role, link, inviter }));
  }
}
