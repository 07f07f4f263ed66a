import { Inject, Injectable } from '@nestjs/common';
import { ForbiddenError, isDomainError, NotFoundError } from '@portal/decider';
import type { CommandContext, Decision } from '@portal/eventsourcing';
import { PG_POOL, reusedKeyError, type Actor } from '@portal/service-runtime';
import type { Pool } from 'pg';
import { authorize, isUuid } from '../apps/app-access';
import type { App } from '../apps/app.decider';
import type { Permission } from '../apps/app-permissions.rules';
import { AppsRepository } from '../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../core/apps.config';
import { findVersion, NO_SUCH_VERSION, type AppManifests, type ManifestCommand, type ManifestVersion } from './manifests.decider';
import { ManifestsRepository } from './manifests.repository';

export type ManifestPermission = Extract<Permission, 'view_manifests' | 'edit_manifests'>;

/** The commands that make a new version, whose id an Idempotency-Key may name. */
type VersionMaking = Extract<ManifestCommand, { type: 'CreateVersion' | 'PromoteVersion' | 'RollBack' }>;

export interface Committed {
  state: AppManifests;
  /** The stream version after the command (the ETag of every version of the app). */
  version: number;
  positions: number[];
}

/** Who may see or change an app's manifest versions, and the one way commands reach the stream. */
@Injectable()
export class ManifestAccess {
  constructor(
    private readonly apps: AppsRepository,
    private readonly manifests: ManifestsRepository,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  get edition(): 'standard' | 'restricted' {
    return this.config.edition === 'restricted' ? 'restricted' : 'standard';
  }

  /** Members see manifests (owner, admin, developer); owners and admins change them; platform admins do both. */
  async forApp(appId: unknown, actor: Actor, permission: ManifestPermission): Promise<App> {
    if (!isUuid(appId)) throw new NotFoundError('No such app');
    const { state } = await this.apps.load(appId);
    authorize(state, actor, this.config.edition === 'restricted', permission);
    return state;
  }

  /** Platform admins only (the admin variants): others are refused before anything is looked up. */
  requirePlatformAdmin(actor: Actor): void {
    if (!actor.isAdmin) throw new ForbiddenError('Only platform admins may do that');
  }

  async appOf(versionId: unknown): Promise<string> {
    if (!isUuid(versionId)) throw new NotFoundError(NO_SUCH_VERSION);
    const { rows } = await this.pool.query<{ app_id: string }>('SELECT app_id FROM app_manifest_versions WHERE version_id = $1', [
      versionId,
    ]);
    if (!rows[0]) throw new NotFoundError(NO_SUCH_VERSION);
    return rows[0].app_id;
  }

  async forVersion(versionId: unknown, actor: Actor, permission: ManifestPermission): Promise<{ appId: string; app: App }> {
    const appId = await this.appOf(versionId);
    return { appId, app: await this.forApp(appId, actor, permission) };
  }

  load(appId: string) {
    return this.manifests.load(appId);
  }

  /**
   * Runs a command that makes a version (its id named by an Idempotency-Key when one was sent). A repeat
   * whose version the key's first send made answers with it when it asks for the same thing (`same`), and is a 422
   * when it asks for another; `replayed` tells which. Without a key, or when the key made no version (the
   * refusal or conflict was someone else's write, or a true one), the error stands.
   */
  async runOnce(
    appId: string,
    command: VersionMaking,
    idempotencyKey: string | undefined,
    context: CommandContext,
    replay: { same: (made: ManifestVersion) => boolean; what: string },
  ): Promise<Committed & { replayed: boolean }> {
    try {
      return { ...(await this.run(appId, command, context)), replayed: false };
    } catch (error) {
      // A creation meets its own id; a promotion or rollback may first meet a rule its first send's version now breaks
      // (production is no longer older than the source): any refusal of a keyed send asks whether the key was spent.
      if (idempotencyKey === undefined || !isDomainError(error)) throw error;
      const loaded = await this.load(appId);
      const made = findVersion(loaded.state, command.versionId);
      if (!made) throw error;
      if (!replay.same(made)) throw reusedKeyError(replay.what);
      return { state: loaded.state, version: loaded.version, positions: [loaded.position], replayed: true };
    }
  }

  /** Appends the command's events, recording each new version's app in the same transaction. */
  async run(appId: string, command: ManifestCommand, context: CommandContext, ifMatch?: readonly number[]): Promise<Committed> {
    const result = await this.manifests.handle(appId, command, context, {
      ifMatch,
      inTransaction: async (client, decision: Decision<AppManifests>) => {
        for (const event of decision.events) {
          if (
            event.type === 'apps.manifest.version_created' ||
            event.type === 'apps.manifest.version_promoted' ||
            event.type === 'apps.manifest.version_rolled_back'
          ) {
            const data = event.data as { versionId: string };
            await client.query('INSERT INTO app_manifest_versions (version_id, app_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
              data.versionId,
              appId,
            ]);
          }
        }
      },
    });
    return { state: result.state, version: result.nextExpectedVersion, positions: [result.lastPosition] };
  }
}
