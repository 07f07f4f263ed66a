import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { idempotentId, type Actor } from '@portal/service-runtime';
import { randomUUID } from 'node:crypto';
import { appVersionView } from '../app-version.view';
import { ManifestAccess } from '../manifest-access';
import { optionalText, sameChangelog } from '../manifest-input';
import { findVersion } from '../manifests.decider';

export interface RollbackInput {
  target_app_version_id?: unknown;
  changelog?: unknown;
}

/** Production goes back to an earlier approved version: a new production version with its content. */
@Injectable()
export class RollBackHandler {
  constructor(private readonly access: ManifestAccess) {}

  /** With an Idempotency-Key, a repeat answers with the production version the first send made. */
  async rollBack(input: RollbackInput, actor: Actor, context: CommandContext, idempotencyKey?: string) {
    const { appId } = await this.access.forVersion(input.target_app_version_id, actor, 'edit_manifests');
    const versionId = idempotentId(`manifest_rollbacks.${appId}`, actor.id, idempotencyKey);
    const targetVersionId = String(input.target_app_version_id);
    const changelog = optionalText(input.changelog);
    const command = {
      type: 'RollBack' as const,
      targetVersionId,
      versionId,
      appVersionKey: randomUUID(),
      changelog,
      appConfidential: true,
      by: actor.id,
      at: new Date().toISOString(),
    };
    const committed = await this.access.runOnce(appId, command, idempotencyKey, context, {
      // A blank changelog became "Rolled back to version …".
      same: (made) => made.sourceVersionId === targetVersionId && (changelog?.trim() ? sameChangelog(made.changelog, changelog) : true),
      what: 'another rollback',
    });
    return { view: appVersionView(committed.state, findVersion(committed.state, versionId)!, committed.version), committed };
  }
}
