import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { createdThenDeletedError, idempotentId, reusedKeyError, type Actor } from '@portal/service-runtime';
import { authorize, isUuid, NO_SUCH_APP } from '../../apps/app-access';
import { normalizeEmail } from '../../apps/app.decider';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import { invitationView } from '../invitation.view';

@Injectable()
export class InviteHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly directory: DevelopersDirectory,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  /**
   * With an Idempotency-Key the invitation's id comes from the key (per app), so an invite sent again after
   * a lost answer meets its own invitation (one e-mail) instead of "An invitation to this address is already
   * pending".
   */
  async invite(
    input: { developer_app_id?: unknown; email?: unknown; role?: unknown },
    actor: Actor,
    context: CommandContext,
    idempotencyKey?: string,
  ) {
    const appId = input.developer_app_id;
    if (!isUuid(appId)) throw new NotFoundError(NO_SUCH_APP);
    const { state } = await this.apps.load(appId);
    authorize(state, actor, this.config.edition === 'restricted', 'update_collaborators');
    const members = await this.directory.findMany(Object.keys(state.members));
    const invitationId = idempotentId(`invitations:${appId}`, actor.id, idempotencyKey);
    const email = typeof input.email === 'string' ? input.email : '';
    const role = typeof input.role === 'string' ? input.role : '';
    try {
      const result = await this.apps.handle(
        appId,
        { type: 'Invite', invitationId, email, role, memberEmails: members.map((m) => m.email), at: new Date().toISOString() },
        context,
      );
      return {
        invitation: invitationView(appId, invitationId, result.state.invitations[invitationId]!),
        positions: [result.lastPosition],
        replayed: false,
      };
    } catch (error) {
      if (idempotencyKey === undefined) throw error;
      // Any refusal of a keyed send (already pending, a racing send's version conflict) may hide the key's own invitation.
      const { state: now, position } = await this.apps.load(appId);
      const made = now.invitations[invitationId];
      if (!made) throw error;
      if (normalizeEmail(made.email) !== normalizeEmail(email) || made.role !== role) {
        throw reusedKeyError('an invitation to another address or role');
      }
      if (made.status === 'canceled') throw createdThenDeletedError('invitation');
      return { invitation: invitationView(appId, invitationId, made), positions: [position], replayed: true };
    }
  }
}
