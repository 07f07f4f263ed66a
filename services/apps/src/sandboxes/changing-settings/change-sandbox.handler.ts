import { ConflictError } from '@portal/decider';
import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { authorizeSandbox } from '../sandbox-access';
import { SandboxesRepository } from '../sandboxes.repository';

@Injectable()
export class ChangeSandboxHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly sandboxes: SandboxesRepository,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  private get restricted(): boolean {
    return this.config.edition === 'restricted';
  }

  /** `ifMatch`: the sandbox versions the form was read at; another one is 412 (two collaborators, one form). */
  async change(
    sandboxId: string,
    input: { redirect_uri?: unknown; allowed_cors_domain?: unknown },
    actor: Actor,
    context: CommandContext,
    ifMatch?: readonly number[],
  ) {
    await authorizeSandbox(sandboxId, actor, { apps: this.apps, sandboxes: this.sandboxes }, this.restricted, 'edit_settings');
    const result = await this.sandboxes.handle(
      sandboxId,
      {
        type: 'ChangeSandboxSettings',
        ...(typeof input.redirect_uri === 'string' ? { redirectUri: input.redirect_uri } : {}),
        ...(typeof input.allowed_cors_domain === 'string' ? { allowedCorsDomain: input.allowed_cors_domain } : {}),
        at: new Date().toISOString(),
      },
      context,
      { ifMatch },
    );
    return { sandbox: result.state, version: result.nextExpectedVersion, positions: [result.lastPosition] };
  }

  /** Who may reset the sandbox client's secret; identity does the reset itself. */
  async authorizeSecretReset(sandboxId: string, actor: Actor) {
    const { sandbox } = await authorizeSandbox(
      sandboxId,
      actor,
      { apps: this.apps, sandboxes: this.sandboxes },
      this.restricted,
      'reset_secrets',
    );
    if (sandbox.status !== 'live' || !sandbox.clientId) throw new ConflictError('The sandbox is not live yet');
    return { app_id: sandbox.clientId, developer_app_id: sandbox.appId };
  }
}
