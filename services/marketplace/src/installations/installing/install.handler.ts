import { Inject, Injectable } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { createdThenDeletedError, idempotentId, InternalClient, PortalLogger, reusedKeyError, type Actor } from '@portal/service-runtime';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../core/marketplace.config';
import { publicContent } from '../../listings/listing.decider';
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

  /** The event store's source, naming the positions the answers carry (`x-portal-position`). */
  get source(): string {
    return this.installations.source;
  }

  /**
   * With an Idempotency-Key (scoped to the installation: app and company) the install is named by the key, so the
   * same person's repeat after a lost answer meets its own installation instead of "already installed". `position`:
   * where the installation's stream stands (its install event), for read-your-writes.
   */
  async install(
    appId: string,
    body: { company_name?: unknown; demo?: unknown },
    actor: Actor,
    context: CommandContext,
    idempotencyKey?: string,
  ) {
    const { installable } = await this.publishedListing(appId);
    const companyName = typeof body.company_name === 'string' ? body.company_name : '';
    const installationId = installationIdOf(appId, companyName || '-');
    const requestId = idempotencyKey === undefined ? undefined : idempotentId(`installations:${installationId}`, actor.id, idempotencyKey);
    const email = await this.emailOf(actor.id);
    try {
      const result = await this.installations.handle(
        installationId,
        {
          type: 'InstallApp',
          installationId,
          appId,
          companyName: body.company_name,
          demo: body.demo,
          installer: { id: actor.id, email },
          installable,
          ...(requestId === undefined ? {} : { requestId }),
          at: new Date().toISOString(),
        },
        context,
      );
      return { installation: installationView(installationId, appId, result.state), replayed: false, position: result.lastPosition };
    } catch (error) {
      if (requestId === undefined) throw error;
      // Any refusal of a keyed send (already installed, a racing send's version conflict) may hide the key's own install.
      const { state, position } = await this.installations.load(installationId);
      if (!state.requestIds.includes(requestId)) throw error;
      if (!state.installed || state.lastRequestId !== requestId) throw createdThenDeletedError('installation');
      if (state.demo !== (body.demo === true)) throw reusedKeyError('an installation with another demo flag');
      return { installation: installationView(installationId, appId, state), replayed: true, position };
    }
  }

  /** Answers the position of the uninstall event (read-your-writes: the gateway waits until "my installations" has it). */
  async uninstall(appId: string, installationId: string, actor: Actor, context: CommandContext): Promise<number> {
    const { state, version } = await this.installations.load(installationId);
    if (!state.installed || state.appId !== appId) throw new NotFoundError('This app is not installed for this company');
    const { events } = await this.installations.readEvents(installationId);
    const installer = [...events].reverse().find((e) => e.type === 'marketplace.installation.installed')?.data as
      { installerId?: string } | undefined;
    if (!actor.isAdmin && installer?.installerId !== actor.id)
      throw new ForbiddenError('Only who installed the app (or an administrator) may uninstall it');
    const result = await this.installations.handle(
      installationId,
      { type: 'UninstallApp', actorId: actor.id, at: new Date().toISOString() },
      context,
      { ifMatch: [version] },
    );
    return result.lastPosition;
  }

  /**
   * What an install depends on: the listing's published content (a later draft's switch counts once approved). A
   * deleted app's listing is not public: 404 like its page, rather than a 409 that would tell of a listing nobody
   * can see (and the app's OAuth client no longer works).
   */
  private async publishedListing(appId: string): Promise<{ installable: boolean }> {
    if (!/^[0-9a-f-]{36}$/i.test(appId)) throw new NotFoundError(NOT_PUBLISHED);
    const { state } = await this.listings.load(appId);
    const published = publicContent(state);
    if (!published) throw new NotFoundError(NOT_PUBLISHED);
    return { installable: published.installable === true };
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

const installationView = (installationId: string, appId: string, state: { companyName: string; demo: boolean }) => ({
  installation_id: installationId,
  app_id: appId,
  company_name: state.companyName,
  demo: state.demo,
  installed: true,
});
