import { Inject, Injectable } from '@nestjs/common';
import { InternalClient, PortalLogger } from '@portal/service-runtime';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import type { ForeignEventItem } from './activity';

/**
 * The parts of an app's history other services keep: its OAuth clients' in identity (secret resets,
 * rotations, revocations), its Marketplace listing's in the marketplace service, and the rate limits
 * set for its clients in the quota service. Activity is still worth showing without any of them: a
 * source that cannot answer is left out and a warning is logged.
 */
@Injectable()
export class ForeignEventsSource {
  private readonly identity: InternalClient;
  private readonly marketplace: InternalClient;
  private readonly quota: InternalClient;

  constructor(
    @Inject(APPS_CONFIG) config: AppsConfig,
    private readonly logger: PortalLogger,
  ) {
    this.identity = new InternalClient('identity', config.identityUrl);
    this.marketplace = new InternalClient('marketplace', config.marketplaceUrl);
    this.quota = new InternalClient('quota-proxy', config.quotaUrl);
  }

  clientEventsOf(appId: string): Promise<ForeignEventItem[]> {
    return this.fetch(this.identity, `apps/${encodeURIComponent(appId)}/oauth_client_events`, {}, `app ${appId}: OAuth client events`);
  }

  listingEventsOf(appId: string): Promise<ForeignEventItem[]> {
    return this.fetch(this.marketplace, `apps/${encodeURIComponent(appId)}/listing_events`, {}, `app ${appId}: Marketplace listing events`);
  }

  bucketEventsOf(clientIds: readonly string[]): Promise<ForeignEventItem[]> {
    if (clientIds.length === 0) return Promise.resolve([]);
    return this.fetch(this.quota, 'bucket_events', { domain: [...clientIds] }, 'rate-limit history');
  }

  private async fetch(client: InternalClient, path: string, query: Record<string, string[]>, what: string): Promise<ForeignEventItem[]> {
    try {
      const { body } = await client.call<ForeignEventItem[]>(path, { query, timeoutMs: 5000 });
      return Array.isArray(body) ? body : [];
    } catch (error) {
      this.logger.warn(`activity: ${what} unavailable (${error instanceof Error ? error.message : String(error)})`);
      return [];
    }
  }
}
