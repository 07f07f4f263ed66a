import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { sameStoredData, type CommandContext } from '@portal/eventsourcing';
import { idempotentId, type Actor } from '@portal/service-runtime';
import { appVersionView } from '../app-version.view';
import { ManifestAccess } from '../manifest-access';
import { contentFrom, type ContentInput } from '../manifest-input';
import type { Environment } from '../manifest.events';
import { findVersion, type ManifestCommand } from '../manifests.decider';

export interface CreateVersionInput extends ContentInput {
  developer_app_id?: unknown;
  semantic_version?: unknown;
  allow_empty?: unknown;
}

type CreateVersion = Extract<ManifestCommand, { type: 'CreateVersion' }>;

/** New versions: developers create sandbox ones from the draft; platform admins create either kind. */
@Injectable()
export class CreateVersionHandler {
  constructor(private readonly access: ManifestAccess) {}

  /** With an Idempotency-Key, a repeat answers with the version the first send made (never a second one). */
  async create(
    input: CreateVersionInput,
    environment: Environment,
    origin: 'developer' | 'admin',
    actor: Actor,
    context: CommandContext,
    idempotencyKey?: string,
  ) {
    if (origin === 'admin') this.access.requirePlatformAdmin(actor);
    const app = await this.access.forApp(input.developer_app_id, actor, 'edit_manifests');
    const { content, configuredContent, schemaVersion, fromBuilder } = contentFrom(input, app);
    const versionId = idempotentId(`manifest_versions.${app.appId}.${environment}`, actor.id, idempotencyKey);
    const command: CreateVersion = {
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
    };
    const asked = command.semanticVersion?.trim() ?? '';
    const committed = await this.access.runOnce(app.appId, command, idempotencyKey, context, {
      // The same content, and the version number if one was asked for (a blank one would have bumped to another).
      same: (made) => sameStoredData(made.content, command.content) && (asked === '' || made.semanticVersion === asked),
      what: 'another version',
    });
    const version = findVersion(committed.state, versionId)!;
    return { view: appVersionView(committed.state, version, committed.version), committed, replayed: committed.replayed };
  }
}
