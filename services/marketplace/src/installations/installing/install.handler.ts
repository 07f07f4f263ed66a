import { Inject, Injectable } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { InternalClient, PortalLogger, type Actor } from '@portal/service-runtime';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../core/marketplace.config';
import { ListingsRepository } from '../../listings/listings.repository';
import { installationIdOf } from '../installation.rules';
import { InstallationsRepository } from '../installations.repository';

const NOT_PUBLISHED = 'No such Marketplace listing';

/**
 * A signed-in user installs a published app for a company (the demo flag marks demo companies) and
 * may uninstall what they installed (admins: any). The installation events reach the public topic
 * through the outbox relay, never from this request.
 */
@Injectable()
export class InstallHandler {
  private readonly projection: InternalClient;

  constructor(
    private readonly installations: InstallationsRepository,
    private readonly listings: ListingsRepository,
    private readonly logger: PortalLogger,
    @Inject(MARKETPLACE_CONFIG) config: MarketplaceConfig,
  ) {
    this.projection = new InternalClient('projection', config.projectionUrl);
  }

  async install(appId: string, body: { company_name?: unknown; demo?: unknown }, actor: Actor, context: CommandContext) {
    await this.requirePublished(appId);
    const companyName = typeof body.company_name === 'string' ? body.company_name : '';
    const installationId = installationIdOf(appId, companyName || '-');
    const email = await this.emailOf(actor.id);
    const result = await this.installations.handle(
      installationId,
      {
        type: 'InstallApp',
        installationId,
        appId,
        companyName: body.company_name,
        demo: body.demo,
        installer: { id: actor.id, email },
        at: new Date().toISOString(),
      },
      context,
    );
    return {
      installation_id: installationId,
      app_id: appId,
      company_name: result.state.companyName,
      demo: result.state.demo,
      installed: true,
    };
  }

  async uninstall(appId: string, installationId: string, actor: Actor, context: CommandContext): Promise<void> {
    const { state, version } = await this.installations.load(installationId);
    if (!state.installed || state.appId !== appId) throw new NotFoundError('This app is not installed for this company');
    const { events } = await this.installations.readEvents(installationId);
    const installer = [...events].reverse().find((e) => e.type === 'marketplace.installation.installed')?.data as
      { installerId?: string } | undefined;
    if (!actor.isAdmin && installer?.installerId !== actor.id)
      throw new ForbiddenError('Only who installed the app (or an administrator) may uninstall it');
    await this.installations.handle(installationId, { type: 'UninstallApp', actorId: actor.id, at: new Date().toISOString() }, context, {
      ifMatch: [version],
    });
  }

  private async requirePublished(appId: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(appId)) throw new NotFoundError(NOT_PUBLISHED);
    const { state } = await this.listings.load(appId);
    if (!state.published) throw new NotFoundError(NOT_PUBLISHED);
  }

  /** The installer's address for the install feed; an install still happens when it cannot be looked up. */
  private async emailOf(userId: string): Promise<string | null> {
    try {
      return (
        (await this.projection.call<{ email?: string }>(`developers/${encodeURIComponent(userId)}`, { timeoutMs: 3000 })).body.email ?? null
      );
    } catch (error) {
      this.logger.warn(`installer ${userId}: e-mail unknown (${(error as Error).message})`);
      return null;
    }
  }
}
