import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { randomUUID } from 'node:crypto';
import { appVersionView } from '../app-version.view';
import { ManifestAccess } from '../manifest-access';
import { optionalText } from '../manifest-input';
import { findVersion } from '../manifests.decider';

export interface PromotionInput {
  source_app_version_id?: unknown;
  changelog?: unknown;
}

/** A promotable sandbox version becomes a new production version (confidential until reviewed). */
@Injectable()
export class PromoteHandler {
  constructor(private readonly access: ManifestAccess) {}

  /** Developers must give release notes; platform admins promoting from the admin page need not. */
  async promote(input: PromotionInput, origin: 'developer' | 'admin', actor: Actor, context: CommandContext) {
    if (origin === 'admin') this.access.requirePlatformAdmin(actor);
    const { appId } = await this.access.forVersion(input.source_app_version_id, actor, 'edit_manifests');
    const versionId = randomUUID();
    const committed = await this.access.run(
      appId,
      {
        type: 'PromoteVersion',
        sourceVersionId: String(input.source_app_version_id),
        versionId,
        appVersionKey: randomUUID(),
        changelog: optionalText(input.changelog),
        changelogRequired: origin === 'developer',
        appConfidential: true,
        by: actor.id,
        at: new Date().toISOString(),
      },
      context,
    );
    const version = findVersion(committed.state, versionId)!;
    return {
      promotion: {
        id: versionId,
        source_app_version_id: String(input.source_app_version_id),
        changelog: version.changelog,
        manifest: appVersionView(committed.state, version, committed.version),
      },
      committed,
    };
  }
}
