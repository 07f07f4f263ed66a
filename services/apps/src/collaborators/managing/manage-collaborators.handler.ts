import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { idempotentId, reusedKeyError, type Actor } from '@portal/service-runtime';
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

  /**
   * With an Idempotency-Key the transfer is named by the key, so the former owner's repeat after a lost
   * answer (no longer the owner, so otherwise a 403) meets its own transfer instead.
   */
  async transferOwnership(
    appIdInput: string,
    input: { collaborator_id?: unknown },
    actor: Actor,
    context: CommandContext,
    idempotencyKey?: string,
  ) {
    const toDeveloperId = typeof input.collaborator_id === 'string' ? input.collaborator_id : '';
    const transferId =
      idempotencyKey === undefined ? undefined : idempotentId(`ownership_transfers:${appIdInput}`, actor.id, idempotencyKey);
    try {
      const appId = await this.authorized(appIdInput, actor, 'transfer_ownership');
      const result = await this.apps.handle(
        appId,
        {
          type: 'TransferOwnership',
          actorId: actor.id,
          toDeveloperId,
          ...(transferId === undefined ? {} : { transferId }),
          at: new Date().toISOString(),
        },
        context,
      );
      return { positions: [result.lastPosition], replayed: false };
    } catch (error) {
      if (transferId === undefined || !isUuid(appIdInput)) throw error;
      // Any refusal of a keyed send (no longer the owner, a racing send's version conflict) may hide the key's own transfer.
      const { state, position } = await this.apps.load(appIdInput);
      const made = state.keyedTransfers[transferId];
      if (!made) throw error;
      if (made.toDeveloperId !== toDeveloperId) throw reusedKeyError('a transfer of ownership to another collaborator');
      return { positions: [position], replayed: true };
    }
  }
}
