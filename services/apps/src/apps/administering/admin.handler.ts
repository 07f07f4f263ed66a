import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ForbiddenError, NotFoundError, ValidationError } from '@portal/decider';
import { appendDecisions, type CommandContext, type Decision, type PgEventStore } from '@portal/eventsourcing';
import { EVENT_STORE, type Actor } from '@portal/service-runtime';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import { SandboxesRepository } from '../../sandboxes/sandboxes.repository';
import { isUuid, NO_SUCH_APP } from '../app-access';
import type { AdminChanges } from '../app.decider';
import { AppsRepository } from '../apps.repository';
import { ChangeSettingsHandler, settingsChangesOf, type SettingsInput } from '../changing-settings/change-settings.handler';

export interface AdminInput extends SettingsInput {
  name?: unknown;
  legacy?: unknown;
  connectable?: unknown;
  marketplace_enabled?: unknown;
  deleted_at?: unknown;
}

const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

@Injectable()
export class AdminAppsHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly sandboxes: SandboxesRepository,
    private readonly settings: ChangeSettingsHandler,
    private readonly directory: DevelopersDirectory,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
    @Inject(EVENT_STORE) private readonly store: PgEventStore,
  ) {}

  private async loadForAdmin(appId: string, actor: Actor) {
    if (!actor.isAdmin) throw new ForbiddenError('Administrators only');
    if (!isUuid(appId)) throw new NotFoundError(NO_SUCH_APP);
    const loaded = await this.apps.load(appId);
    if (!loaded.state.exists) throw new NotFoundError(NO_SUCH_APP);
    return loaded;
  }

  async update(
    appId: string,
    input: { developer_app?: AdminInput; sandbox_attributes?: { redirect_uri?: unknown; allowed_cors_domain?: unknown } },
    actor: Actor,
    context: CommandContext,
    ifMatch?: readonly number[],
  ) {
    const { state } = await this.loadForAdmin(appId, actor);
    const app = input.developer_app ?? {};
    const changes: AdminChanges = {
      ...settingsChangesOf(app),
      ...(typeof app.name === 'string' ? { name: app.name } : {}),
      ...(bool(app.legacy) !== undefined ? { legacy: bool(app.legacy) } : {}),
      ...(bool(app.connectable) !== undefined ? { connectable: bool(app.connectable) } : {}),
      ...(bool(app.marketplace_enabled) !== undefined ? { marketplaceEnabled: bool(app.marketplace_enabled) } : {}),
      ...('deleted_at' in app && app.deleted_at === null ? { undelete: true } : {}),
    };
    const logo = await this.settings.prepareLogo(app);
    const at = new Date().toISOString();
    // If-Match names what the form edits: the app when it changes the app, else the sandbox (the Sandbox tab).
    const appChanged = Object.keys(changes).length > 0 || logo !== null;
    const decisions: Decision<unknown>[] = [
      await this.apps.decide(
        appId,
        { type: 'AdminChange', changes, marketplaceSettingOn: this.config.marketplaceSelfService, at },
        { ifMatch: appChanged ? ifMatch : undefined },
      ),
    ];
    const sandbox = input.sandbox_attributes;
    if (sandbox && (typeof sandbox.redirect_uri === 'string' || typeof sandbox.allowed_cors_domain === 'string')) {
      decisions.push(
        await this.sandboxes.decide(
          state.sandboxId,
          {
            type: 'ChangeSandboxSettings',
            ...(typeof sandbox.redirect_uri === 'string' ? { redirectUri: sandbox.redirect_uri } : {}),
            ...(typeof sandbox.allowed_cors_domain === 'string' ? { allowedCorsDomain: sandbox.allowed_cors_domain } : {}),
            at,
          },
          { ifMatch: appChanged ? undefined : ifMatch },
        ),
      );
    }
    // The app's and its sandbox's settings are one form: both are saved, or neither.
    const positions = (await appendDecisions(this.store, decisions, { context })).map((r) => r.lastPosition);
    positions.push(...(await this.settings.applyLogo(appId, logo, context)));
    return { positions };
  }

  async changeLogo(appId: string, input: { developer_app?: SettingsInput }, actor: Actor, context: CommandContext) {
    await this.loadForAdmin(appId, actor);
    const app = input.developer_app ?? {};
    if (!app.thumbnail && app.remove_thumbnail !== true) {
      throw new ValidationError({ thumbnail: ['Choose a JPEG or PNG logo to upload'] });
    }
    return { positions: await this.settings.changeLogo(appId, app, context) };
  }

  async addContact(appId: string, input: { name?: unknown; email?: unknown }, actor: Actor, context: CommandContext) {
    await this.loadForAdmin(appId, actor);
    const contactId = randomUUID();
    const result = await this.apps.handle(
      appId,
      {
        type: 'AddContact',
        contactId,
        name: typeof input.name === 'string' ? input.name : '',
        email: typeof input.email === 'string' ? input.email : '',
        at: new Date().toISOString(),
      },
      context,
    );
    const contact = result.state.contacts.find((c) => c.id === contactId)!;
    return { contact, positions: [result.lastPosition] };
  }

  async changeContact(appId: string, contactId: string, input: { name?: unknown; email?: unknown }, actor: Actor, context: CommandContext) {
    await this.loadForAdmin(appId, actor);
    const result = await this.apps.handle(
      appId,
      {
        type: 'ChangeContact',
        contactId,
        ...(typeof input.name === 'string' ? { name: input.name } : {}),
        ...(typeof input.email === 'string' ? { email: input.email } : {}),
        at: new Date().toISOString(),
      },
      context,
    );
    const contact = result.state.contacts.find((c) => c.id === contactId)!;
    return { contact, positions: [result.lastPosition] };
  }

  async removeContact(appId: string, contactId: string, actor: Actor, context: CommandContext) {
    await this.loadForAdmin(appId, actor);
    const result = await this.apps.handle(appId, { type: 'RemoveContact', contactId, at: new Date().toISOString() }, context);
    return { positions: [result.lastPosition] };
  }

  async changeOwner(appId: string, input: { developer_id?: unknown }, actor: Actor, context: CommandContext) {
    await this.loadForAdmin(appId, actor);
    const developer = typeof input.developer_id === 'string' ? await this.directory.find(input.developer_id) : null;
    if (!developer) throw new ValidationError({ developer_id: ['Choose a registered developer'] });
    const result = await this.apps.handle(
      appId,
      { type: 'ChangeOwner', toDeveloperId: developer.id, at: new Date().toISOString() },
      context,
    );
    return { positions: [result.lastPosition] };
  }
}
