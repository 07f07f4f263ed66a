import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { randomUUID } from 'node:crypto';
import { appVersionView } from '../app-version.view';
import { ManifestAccess } from '../manifest-access';
import { optionalText } from '../manifest-input';
import { findVersion } from '../manifests.decider';

export interface RollbackInput {
  target_app_version_id?: unknown;
  changelog?: unknown;
}

/** Production goes back to an earlier approved version: a new production version with its content. */
@Injectable()
export class RollBackHandler {
  constructor(private readonly access: ManifestAccess) {}

  async rollBack(input: RollbackInput, actor: Actor, context: CommandContext) {
    const { appId } = await this.access.forVersion(input.target_app_version_id, actor, 'edit_manifests');
    const versionId = randomUUID();
    const committed = await this.access.run(
      appId,
      {
        type: 'RollBack',
        targetVersionId: String(input.target_app_version_id),
        versionId,
        appVersionKey: randomUUID(),
        changelog: optionalText(input.changelog),
        appConfidential: true,
        by: actor.id,
        at: new Date().toISOString(),
      },
      context,
    );
    return { view: appVersionView(committed.state, findVersion(committed.state, versionId)!, committed.version), committed };
  }
}
