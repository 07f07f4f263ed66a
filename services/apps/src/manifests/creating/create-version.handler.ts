import { Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { randomUUID } from 'node:crypto';
import { appVersionView } from '../app-version.view';
import { ManifestAccess } from '../manifest-access';
import { contentFrom, type ContentInput } from '../manifest-input';
import type { Environment } from '../manifest.events';
import { findVersion } from '../manifests.decider';

export interface CreateVersionInput extends ContentInput {
  developer_app_id?: unknown;
  semantic_version?: unknown;
  allow_empty?: unknown;
}

/** New versions: developers create sandbox ones from the draft; platform admins create either kind. */
@Injectable()
export class CreateVersionHandler {
  constructor(private readonly access: ManifestAccess) {}

  async create(input: CreateVersionInput, environment: Environment, origin: 'developer' | 'admin', actor: Actor, context: CommandContext) {
    if (origin === 'admin') this.access.requirePlatformAdmin(actor);
    const app = await this.access.forApp(input.developer_app_id, actor, 'edit_manifests');
    const { content, configuredContent, schemaVersion, fromBuilder } = contentFrom(input, app);
    const versionId = randomUUID();
    const committed = await this.access.run(
      app.appId,
      {
        type: 'CreateVersion',
        appId: app.appId,
        versionId,
        appVersionKey: randomUUID(),
        environment,
        semanticVersion: typeof input.semantic_version === 'string' ? input.semantic_version : null,
        schemaVersion,
        content,
        configuredContent,
        origin: origin === 'admin' ? 'admin' : fromBuilder ? 'builder' : 'editor',
        context: { edition: this.access.edition, allowEmpty: input.allow_empty === true, appConfidential: true },
        by: actor.id,
        at: new Date().toISOString(),
      },
      context,
    );
    const version = findVersion(committed.state, versionId)!;
    return { view: appVersionView(committed.state, version, committed.version), committed };
  }
}
