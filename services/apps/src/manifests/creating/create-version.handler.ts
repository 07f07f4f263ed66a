import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { sameStoredData, type CommandContext } from '@portal/eventsourcing';
import { idempotentId, keyAlreadySpent, reusedKeyError, type Actor } from '@portal/service-runtime';
import { appVersionView } from '../app-version.view';
import { ManifestAccess, type Committed } from '../manifest-access';
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
    let committed: Committed;
    let replayed = false;
    try {
      committed = await this.access.run(app.appId, command, context);
    } catch (error) {
      if (idempotencyKey === undefined || !keyAlreadySpent(error)) throw error;
      // The app's stream also changes for other reasons (another version saved meanwhile): that is the usual 409.
      const first = await this.replay(command);
      if (!first) throw error;
      committed = first;
      replayed = true;
    }
    const version = findVersion(committed.state, versionId)!;
    return { view: appVersionView(committed.state, version, committed.version), committed, replayed };
  }

  /**
   * The key's first send made the version: the same content (and version number, if one was asked for) answers
   * with it, another is refused; null when the key made no version (the conflict was someone else's write).
   */
  private async replay(command: CreateVersion): Promise<Committed | null> {
    const loaded = await this.access.load(command.appId);
    const made = findVersion(loaded.state, command.versionId);
    if (!made) return null;
    const asked = command.semanticVersion?.trim() ?? '';
    const same = sameStoredData(made.content, command.content) && (asked === '' || made.semanticVersion === asked);
    if (!same) throw reusedKeyError('another version');
    return { state: loaded.state, version: loaded.version, positions: [loaded.position] };
  }
}
