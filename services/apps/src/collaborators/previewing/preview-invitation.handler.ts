import { Inject, Injectable } from '@nestjs/common';
import { foldEvents, NotFoundError } from '@portal/decider';
import type { Actor } from '@portal/service-runtime';
import { appDecider, normalizeEmail, roleOf } from '../../apps/app.decider';
import type { AppCollaboratorInvited, AppEvent } from '../../apps/app.events';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import { INVALID_INVITATION } from '../accepting/accept-invitation.handler';
import { invitationLinks } from '../inviting/invitation-token';
import { previewInvitation } from './invitation-preview.rules';

@Injectable()
export class PreviewInvitationHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly directory: DevelopersDirectory,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  /** Keyed by the link's token like acceptance, and refused alike: without a valid token nothing about the app shows. */
  async preview(invitationId: string, token: unknown, actor: Actor | null) {
    const claims = typeof token === 'string' ? invitationLinks.verify(token, this.config.invitationSecret, Date.now()) : null;
    if (!claims || claims.invitationId !== invitationId) throw new NotFoundError(INVALID_INVITATION);
    const { events } = await this.apps.readEvents(claims.appId);
    const state = foldEvents(
      appDecider,
      events.map((e) => ({ type: e.type, data: e.data }) as AppEvent),
    );
    const invitation = state.invitations[invitationId];
    if (!state.exists || !invitation || normalizeEmail(invitation.email) !== claims.email) throw new NotFoundError(INVALID_INVITATION);
    // Who invited is the invited event's actor, as the e-mail names them.
    const invitedBy = events.find(
      (e) => e.type === 'apps.app.collaborator_invited' && (e.data as AppCollaboratorInvited['data']).invitationId === invitationId,
    )?.metadata.actorId;
    const [inviter, me] = await Promise.all([
      invitedBy ? this.directory.find(invitedBy) : null,
      actor ? this.directory.find(actor.id) : null,
    ]);
    const preview = previewInvitation({
      invitationId,
      invitation,
      appName: state.internalName,
      inviterName: inviter?.name ?? null,
      viewer: actor ? { email: me?.email ?? null, isMember: roleOf(state, actor.id) !== null } : null,
    });
    if (!preview) throw new NotFoundError(INVALID_INVITATION);
    return preview;
  }
}
