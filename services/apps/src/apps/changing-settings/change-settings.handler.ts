import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { BLOB_STORAGE, type BlobStorage } from '@portal/blob-storage';
import { authorize } from '../app-access';
import type { SettingsChanges } from '../app.decider';
import { AppsRepository } from '../apps.repository';
import { LogoNotDecodable, reencodeLogo } from './logo-reencoding';
import { LOGO_CONTENT_TYPES, logoProblem, logoTypeOf, removeFlagOn, removeFlagProblem, type LogoType } from './logo.rules';

export interface SettingsInput {
  internal_name?: unknown;
  redirect_uri?: unknown;
  allowed_cors_domain?: unknown;
  remove_thumbnail?: unknown;
  /** The gateway turns a multipart upload into base64 JSON for this internal call. */
  thumbnail?: { content_base64?: unknown } | null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const settingsChangesOf = (input: SettingsInput): SettingsChanges => ({
  ...(text(input.internal_name) !== undefined ? { internalName: text(input.internal_name) } : {}),
  ...(text(input.redirect_uri) !== undefined ? { redirectUri: text(input.redirect_uri) } : {}),
  ...(text(input.allowed_cors_domain) !== undefined ? { allowedCorsDomain: text(input.allowed_cors_domain) } : {}),
});

/** A checked logo change, ready to write (the image already re-encoded); nothing is stored yet. */
export type LogoChange = { kind: 'set'; bytes: Buffer; type: LogoType } | { kind: 'remove' } | null;

@Injectable()
export class ChangeSettingsHandler {
  constructor(
    private readonly apps: AppsRepository,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
    @Inject(BLOB_STORAGE) private readonly storage: BlobStorage,
  ) {}

  private get restricted(): boolean {
    return this.config.edition === 'restricted';
  }

  async change(appId: string, input: SettingsInput, actor: Actor, context: CommandContext, ifMatch?: readonly number[]) {
    const { state } = await this.apps.load(appId);
    authorize(state, actor, this.restricted, 'edit_settings');
    // The whole form is checked before anything is written: a bad logo leaves the settings as they were.
    const logo = await this.prepareLogo(input);
    const positions: number[] = [];
    const changes = settingsChangesOf(input);
    if (Object.keys(changes).length > 0) {
      const at = new Date().toISOString();
      const result = await this.apps.handle(appId, { type: 'ChangeSettings', changes, at }, context, { ifMatch });
      positions.push(result.lastPosition);
    }
    positions.push(...(await this.applyLogo(appId, logo, context)));
    const { version } = await this.apps.load(appId);
    return { version, positions };
  }

  /** Checks an upload (content, size, decodable) and the removal flag; 422 before any write. */
  async prepareLogo(input: SettingsInput): Promise<LogoChange> {
    const flagProblem = removeFlagProblem(input.remove_thumbnail);
    if (flagProblem) throw new ValidationError({ remove_thumbnail: [flagProblem] });
    if (input.thumbnail && typeof input.thumbnail.content_base64 === 'string') {
      const bytes = Buffer.from(input.thumbnail.content_base64, 'base64');
      const problem = logoProblem(bytes, this.config.logoMaxBytes);
      if (problem) throw new ValidationError({ thumbnail: [problem] });
      const type = logoTypeOf(bytes)!;
      const clean = await reencodeLogo(bytes, type).catch((error: unknown) => {
        if (error instanceof LogoNotDecodable) throw new ValidationError({ thumbnail: [error.message] });
        throw error;
      });
      return { kind: 'set', bytes: clean, type };
    }
    return removeFlagOn(input.remove_thumbnail) ? { kind: 'remove' } : null;
  }

  /** Writes a prepared logo change (stores the image, then records it). */
  async applyLogo(appId: string, change: LogoChange, context: CommandContext): Promise<number[]> {
    if (!change) return [];
    const at = new Date().toISOString();
    if (change.kind === 'remove') {
      const result = await this.apps.handle(appId, { type: 'RemoveLogo', at }, context);
      return [result.lastPosition];
    }
    const key = `${randomBytes(18).toString('base64url')}.${change.type}`;
    await this.storage.put(key, change.bytes, LOGO_CONTENT_TYPES[change.type]);
    const result = await this.apps.handle(appId, { type: 'SetLogo', thumbnailKey: key, at }, context);
    return [result.lastPosition];
  }

  /** Upload or removal of the logo alone (the admin's logo route). */
  async changeLogo(appId: string, input: SettingsInput, context: CommandContext): Promise<number[]> {
    return this.applyLogo(appId, await this.prepareLogo(input), context);
  }

  async delete(appId: string, actor: Actor, context: CommandContext, ifMatch?: readonly number[]) {
    const { state } = await this.apps.load(appId);
    authorize(state, actor, this.restricted, 'destroy');
    const result = await this.apps.handle(appId, { type: 'DeleteApp', at: new Date().toISOString() }, context, { ifMatch });
    return { positions: [result.lastPosition] };
  }
}
