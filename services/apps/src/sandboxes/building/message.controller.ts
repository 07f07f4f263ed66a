import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { AppsRepository } from '../../apps/apps.repository';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { DevelopersDirectory } from '../../developers/developers.directory';
import type { SandboxBuilt, SandboxFailed, SandboxRequested } from '../sandbox.events';
import { SandboxesRepository } from '../sandboxes.repository';
import { buildDelaySeconds } from './build-delay';
import { sandboxFailedMail, sandboxReadyMail } from './sandbox-mail';
import { SandboxBuildQueue } from './sandbox-build.queue';

/** Reactions to committed sandbox events: queue the build, e-mail the owner or the team. */
@Controller()
export class SandboxBuildMessageController {
  constructor(
    private readonly queue: SandboxBuildQueue,
    private readonly apps: AppsRepository,
    private readonly sandboxes: SandboxesRepository,
    private readonly directory: DevelopersDirectory,
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
  ) {}

  @EventPattern('apps.sandbox.requested')
  async onRequested(@Payload() event: EventEnvelope<SandboxRequested>): Promise<void> {
    // Read late (a backlog, a replay), the request may already be built or failed: no job then.
    const { state: sandbox } = await this.sandboxes.load(event.data.sandboxId);
    if (sandbox.status !== 'pending') return;
    const { state } = await this.apps.load(event.data.appId);
    await this.queue.enqueue(`build-${event.id}`, event.data.sandboxId, buildDelaySeconds(this.config.sandbox, state.internalName));
  }

  @EventPattern('apps.sandbox.built')
  async onBuilt(@Payload() event: EventEnvelope<SandboxBuilt>): Promise<void> {
    const { state } = await this.apps.load(event.data.appId);
    const owner = await this.directory.find(state.ownerId);
    if (!owner) return;
    const link = `${this.config.publicUrl}/developer_apps/${event.data.appId}`;
    await this.mails.enqueue(`sandbox-ready-${event.id}`, sandboxReadyMail(owner.email, state.internalName, link));
  }

  @EventPattern('apps.sandbox.failed')
  async onFailed(@Payload() event: EventEnvelope<SandboxFailed>): Promise<void> {
    const { state } = await this.apps.load(event.data.appId);
    await this.mails.enqueue(
      `sandbox-failed-${event.id}`,
      sandboxFailedMail(this.config.supportEmail, state.internalName, event.data.appId, event.data.sandboxId, event.data.reason),
    );
  }
}
