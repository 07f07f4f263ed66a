import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { authorize, isUuid, NO_SUCH_APP } from '../../apps/app-access';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { invitationView } from '../invitation.view';

/** Update permissions, remove, cancel an invitation, transfer ownership: the collaborators tab's commands. */
@Injectable()
export class ManageCollaboratorsHandler {
  constructor(
    private readonly apps: AppsRepository,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  private async authorized(appId: unknown, actor: Actor, permission: 'update_collaborators' | 'transfer_ownership') {
    if (!isUuid(appId)) throw new NotFoundError(NO_SUCH_APP);
    const { state } = await this.apps.load(appId);
    authorize(state, actor, this.config.edition === 'restricted', permission);
    return appId;
  }

  async changeRoles(input: { developer_app_id?: unknown; collaborators?: unknown }, actor: Actor, context: CommandContext) {
    const appId = await this.authorized(input.developer_app_id, actor, 'update_collaborators');
    const changes = (Array.isArray(input.collaborators) ? input.collaborators : []) as { id: string; role: string }[];
    const result = await this.apps.handle(
      appId,
      { type: 'ChangeRoles', actorId: actor.id, changes, at: new Date().toISOString() },
      context,
    );
    return { positions: [result.lastPosition] };
  }

  async remove(appIdInput: unknown, developerId: string, actor: Actor, context: CommandContext) {
    const appId = await this.authorized(appIdInput, actor, 'update_collaborators');
    const result = await this.apps.handle(
      appId,
      { type: 'RemoveCollaborator', actorId: actor.id, developerId, at: new Date().toISOString() },
      context,
    );
    return { positions: [result.lastPosition] };
  }

  async cancelInvitation(invitationId: string, input: { developer_app_id?: unknown }, actor: Actor, context: CommandContext) {
    const appId = await this.authorized(input.developer_app_id, actor, 'update_collaborators');
    const result = await this.apps.handle(appId, { type: 'CancelInvitation', invitationId, at: new Date().toISOString() }, context);
    return {
      invitation: invitationView(appId, invitationId, result.state.invitations[invitationId]!),
      positions: [result.lastPosition],
    };
  }

  async transferOwnership(appIdInput: string, input: { collaborator_id?: unknown }, actor: Actor, context: CommandContext) {
    const appId = await this.authorized(appIdInput, actor, 'transfer_ownership');
    const result = await this.apps.handle(
      appId,
      {
        type: 'TransferOwnership',
        actorId: actor.id,
        toDeveloperId: typeof input.collaborator_id === 'string' ? input.collaborator_id : '',
        at: new Date().toISOString(),
      },
      context,
    );
    return { positions: [result.lastPosition] };
  }
}
