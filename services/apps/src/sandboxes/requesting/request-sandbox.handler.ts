import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import type { Actor } from '@portal/service-runtime';
import { authorize, isUuid, NO_SUCH_APP } from '../../apps/app-access';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { newSandboxCredentials } from '../building/build-sandbox.handler';
import { SandboxesRepository } from '../sandboxes.repository';

@Injectable()
export class RequestSandboxHandler {
  constructor(
    private readonly apps: AppsRepository,
    private readonly sandboxes: SandboxesRepository,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  private async app(appId: string, actor: Actor, permission: 'generate_sandbox' | 'generate_fake_sandbox') {
    if (!isUuid(appId)) throw new NotFoundError(NO_SUCH_APP);
    const { state } = await this.apps.load(appId);
    authorize(state, actor, this.config.edition === 'restricted', permission);
    return state;
  }

  /** The owner asks for a (new) build when there is none or the last one failed. */
  async request(appId: string, actor: Actor, context: CommandContext) {
    const app = await this.app(appId, actor, 'generate_sandbox');
    const result = await this.sandboxes.handle(
      app.sandboxId,
      { type: 'RequestSandbox', sandboxId: app.sandboxId, appId, at: new Date().toISOString() },
      context,
    );
    return { sandbox: result.state, positions: [result.lastPosition] };
  }

  /** Employees and admins: a live sandbox at once, without the build. */
  async fake(appId: string, actor: Actor, context: CommandContext) {
    const app = await this.app(appId, actor, 'generate_fake_sandbox');
    const result = await this.sandboxes.handle(
      app.sandboxId,
      {
        type: 'FakeSandbox',
        sandboxId: app.sandboxId,
        appId,
        credentials: newSandboxCredentials(this.config.sandbox.baseUrl),
        at: new Date().toISOString(),
      },
      context,
    );
    return { sandbox: result.state, positions: [result.lastPosition] };
  }
}
