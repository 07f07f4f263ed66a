import { Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { appVersionView } from '../app-version.view';
import { ManifestAccess } from '../manifest-access';
import { optionalText } from '../manifest-input';
import { findVersion, type ManifestCommand } from '../manifests.decider';

export interface ReviewInput {
  state?: unknown;
  developer_notes?: unknown;
  admin_notes?: unknown;
}

const STATE_REQUIRED = 'must be in_review or confidential';

/**
 * The review state machine through PATCH: developers submit (in_review) and withdraw (confidential);
 * platform admins approve (published) and reject (confidential) an in_review version.
 */
@Injectable()
export class ReviewHandler {
  constructor(private readonly access: ManifestAccess) {}

  async change(
    versionId: string,
    input: ReviewInput,
    origin: 'developer' | 'admin',
    actor: Actor,
    context: CommandContext,
    ifMatch?: readonly number[],
  ) {
    if (origin === 'admin') this.access.requirePlatformAdmin(actor);
    const { appId, app } = await this.access.forVersion(versionId, actor, origin === 'admin' ? 'view_manifests' : 'edit_manifests');
    const stamp = { by: actor.id, at: new Date().toISOString(), appDeleted: app.deletedAt !== null };
    let command: ManifestCommand;
    if (origin === 'admin') {
      if (input.state !== 'published' && input.state !== 'confidential') {
        throw new ValidationError({ state: ['must be published or confidential'] });
      }
      command = {
        type: input.state === 'published' ? 'ApproveVersion' : 'RejectVersion',
        versionId,
        adminNotes: optionalText(input.admin_notes),
        byPlatformAdmin: actor.isAdmin,
        ...stamp,
      };
    } else if (input.state === 'in_review') {
      command = { type: 'SubmitForReview', versionId, developerNotes: optionalText(input.developer_notes), ...stamp };
    } else if (input.state === 'confidential') {
      command = { type: 'WithdrawReview', versionId, ...stamp };
    } else if (input.state === 'published') {
      // Approving is a platform admin's (through the admin route); a developer asking for it is refused.
      command = {
        type: 'ApproveVersion',
        versionId,
        adminNotes: optionalText(input.admin_notes),
        byPlatformAdmin: actor.isAdmin,
        ...stamp,
      };
    } else {
      throw new ValidationError({ state: [STATE_REQUIRED] });
    }
    const committed = await this.access.run(appId, command, context, ifMatch);
    return { view: appVersionView(committed.state, findVersion(committed.state, versionId)!, committed.version), committed };
  }
}
