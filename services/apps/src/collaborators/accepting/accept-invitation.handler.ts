import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { roleOf } from '../../apps/app.decider';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import { invitationLinkAction } from '../invitation-link.rules';
import { invitationLinks } from '../inviting/invitation-token';

export const INVALID_INVITATION = 'This invitation link is invalid, expired or was cancelled';

@Injectable()
export class AcceptInvitationHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly directory: DevelopersDirectory,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  async accept(invitationId: string, token: unknown, actor: Actor, context: CommandContext) {
    const claims = typeof token === 'string' ? invitationLinks.verify(token, this.config.invitationSecret, Date.now()) : null;
    if (!claims || claims.invitationId !== invitationId) throw new NotFoundError(INVALID_INVITATION);
    const { state, position } = await this.apps.load(claims.appId);
    const invitation = state.invitations[invitationId];
    if (!state.exists || !invitation || invitation.email.toLowerCase() !== claims.email) throw new NotFoundError(INVALID_INVITATION);
    // The link opened again (a second click in the e-mail, an accept whose answer was lost) by whoever it made a
    // member: they are in, so it answers as the first time did instead of calling the link invalid. The preview
    // decides with the same rule, so the page offers only what this answers.
    const role = roleOf(state, actor.id);
    const link = invitationLinkAction(invitation.status, role !== null);
    if (link === 'open' && role) return { developerAppId: claims.appId, role, positions: [position] };
    if (link === 'gone') throw new NotFoundError(INVALID_INVITATION);
    const me = await this.directory.find(actor.id);
    const result = await this.apps.handle(
      claims.appId,
      { type: 'AcceptInvitation', invitationId, developerId: actor.id, email: me?.email ?? '', at: new Date().toISOString() },
      context,
    );
    return { developerAppId: claims.appId, role: roleOf(result.state, actor.id), positions: [result.lastPosition] };
  }
}
