import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '@portal/eventsourcing';
import { newClientId } from '../../apps/creating/create-app.handler';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import type { SandboxCredentials } from '../sandbox.decider';
import { SandboxesRepository } from '../sandboxes.repository';

export const newSandboxCredentials = (baseUrl: string): SandboxCredentials => {
  const companyId = String(randomInt(100000, 999999999));
  return {
    clientId: newClientId(),
    companyId,
    url: `${baseUrl.replace(/\/$/, '')}/${companyId}`,
    platformAppId: randomBytes(8).toString('hex'),
  };
};

/** What the build job does when its time has come: the sandbox goes live, or fails. */
@Injectable()
export class BuildSandboxHandler {
  constructor(
    private readonly sandboxes: SandboxesRepository,
    private readonly apps: AppsRepository,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  async build(sandboxId: string, jobId: string): Promise<void> {
    const { state } = await this.sandboxes.load(sandboxId);
    if (!state.exists || state.status !== 'pending') return;
    const context: CommandContext = { correlationId: jobId, causationId: null, actorId: null };
    const at = new Date().toISOString();
    const { state: app } = await this.apps.load(state.appId);
    const marker = this.config.sandbox.failureMarker;
    if (this.config.sandbox.forceFailure || (marker && app.internalName.includes(marker))) {
      await this.sandboxes.handle(sandboxId, { type: 'FailSandbox', reason: 'The sandbox provisioning failed', at }, context);
      return;
    }
    await this.sandboxes.handle(
      sandboxId,
      { type: 'BuildSandbox', credentials: newSandboxCredentials(this.config.sandbox.baseUrl), fake: false, at },
      context,
    );
  }
}
