import { Inject, Injectable } from '@nestjs/common';
import { InternalClient, PortalLogger } from '@portal/service-runtime';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import type { BucketEventItem } from './activity';

/**
 * The rate limits set for an app's OAuth clients live in the quota service. Shown to admins only;
 * when the quota service cannot answer, Activity lists the rest and a warning is logged.
 */
@Injectable()
export class BucketEventsSource {
  private readonly quota: InternalClient;

  constructor(
    @Inject(APPS_CONFIG) config: AppsConfig,
    private readonly logger: PortalLogger,
  ) {
    this.quota = new InternalClient('quota-proxy', config.quotaUrl);
  }

  async of(clientIds: readonly string[]): Promise<BucketEventItem[]> {
    if (clientIds.length === 0) return [];
    try {
      const { body } = await this.quota.call<BucketEventItem[]>('bucket_events', { query: { domain: [...clientIds] }, timeoutMs: 5000 });
      return Array.isArray(body) ? body : [];
    } catch (error) {
      this.logger.warn(`activity: rate-limit history unavailable (${error instanceof Error ? error.message : String(error)})`);
      return [];
    }
  }
}
