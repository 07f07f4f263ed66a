import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { idempotentId, type Actor } from '@portal/service-runtime';
import { randomUUID } from 'node:crypto';
import { appVersionView } from '../app-version.view';
import { ManifestAccess } from '../manifest-access';
import { optionalText, sameChangelog } from '../manifest-input';
import { findVersion } from '../manifests.decider';

export interface PromotionInput {
  source_app_version_id?: unknown;
  changelog?: unknown;
}

/** A promotable sandbox version becomes a new production version (confidential until reviewed). */
@Injectable()
export class PromoteHandler {
  constructor(private readonly access: ManifestAccess) {}

  /**
   * Developers must give release notes; platform admins promoting from the admin page need not. With an
   * Idempotency-Key, a repeat answers with the production version the first send made.
   */
  async promote(input: PromotionInput, origin: 'developer' | 'admin', actor: Actor, context: CommandContext, idempotencyKey?: string) {
    if (origin === 'admin') this.access.requirePlatformAdmin(actor);
    const { appId } = await this.access.forVersion(input.source_app_version_id, actor, 'edit_manifests');
    const versionId = idempotentId(`manifest_promotions.${appId}`, actor.id, idempotencyKey);
    const sourceVersionId = String(input.source_app_version_id);
    const changelog = optionalText(input.changelog);
    const command = {
      type: 'PromoteVersion' as const,
      sourceVersionId,
      versionId,
      appVersionKey: randomUUID(),
      changelog,
      changelogRequired: origin === 'developer',
      appConfidential: true,
      by: actor.id,
      at: new Date().toISOString(),
    };
    const committed = await this.access.runOnce(appId, command, idempotencyKey, context, {
      same: (made) => made.sourceVersionId === sourceVersionId && sameChangelog(made.changelog, changelog),
      what: 'another promotion',
    });
    const version = findVersion(committed.state, versionId)!;
    return {
      promotion: {
        id: versionId,
        source_app_version_id: sourceVersionId,
        changelog: version.changelog,
        manifest: appVersionView(committed.state, version, committed.version),
      },
      committed,
    };
  }
}
