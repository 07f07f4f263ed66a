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
import { LOGO_CONTENT_TYPES, logoProblem, logoTypeOf } from './logo.rules';

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

const truthy = (value: unknown): boolean => value === true || value === 'true' || value === '1';

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
    const positions: number[] = [];
    const changes = settingsChangesOf(input);
    if (Object.keys(changes).length > 0) {
      const at = new Date().toISOString();
      const result = await this.apps.handle(appId, { type: 'ChangeSettings', changes, at }, context, { ifMatch });
      positions.push(result.lastPosition);
    }
    positions.push(...(await this.changeLogo(appId, input, context)));
    const { version } = await this.apps.load(appId);
    return { version, positions };
  }

  /** Upload or removal of the logo; shared by the developer and the admin routes. */
  async changeLogo(appId: string, input: SettingsInput, context: CommandContext): Promise<number[]> {
    const at = new Date().toISOString();
    if (input.thumbnail && typeof input.thumbnail.content_base64 === 'string') {
      const bytes = Buffer.from(input.thumbnail.content_base64, 'base64');
      const problem = logoProblem(bytes, this.config.logoMaxBytes);
      if (problem) throw new ValidationError({ thumbnail: [problem] });
      const type = logoTypeOf(bytes)!;
      const clean = await reencodeLogo(bytes, type).catch((error: unknown) => {
        if (error instanceof LogoNotDecodable) throw new ValidationError({ thumbnail: [error.message] });
        throw error;
      });
      const key = `${randomBytes(18).toString('base64url')}.${type}`;
      await this.storage.put(key, clean, LOGO_CONTENT_TYPES[type]);
      const result = await this.apps.handle(appId, { type: 'SetLogo', thumbnailKey: key, at }, context);
      return [result.lastPosition];
    }
    if (truthy(input.remove_thumbnail)) {
      const result = await this.apps.handle(appId, { type: 'RemoveLogo', at }, context);
      return [result.lastPosition];
    }
    return [];
  }

  async delete(appId: string, actor: Actor, context: CommandContext, ifMatch?: readonly number[]) {
    const { state } = await this.apps.load(appId);
    authorize(state, actor, this.restricted, 'destroy');
    const result = await this.apps.handle(appId, { type: 'DeleteApp', at: new Date().toISOString() }, context, { ifMatch });
    return { positions: [result.lastPosition] };
  }
}
