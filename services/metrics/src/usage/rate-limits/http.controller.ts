import { Controller, Get, Inject, Param } from '@nestjs/common';
import { InternalClient, SignedInActor, type Actor } from '@portal/service-runtime';
import { AppClients } from '../core/app-clients';
import { USAGE_CONFIG, type UsageConfig } from '../core/usage.config';
import { rateLimitsOf, type CurrentBucketUsage, type RateLimitUsage } from './rate-limits';

/**
 * An app's current main and spike usage per environment: its clients from identity, their buckets'
 * state from the quota proxy (read without counting a request).
 */
@Controller()
export class RateLimitsController {
  private readonly quota: InternalClient;

  constructor(
    private readonly clients: AppClients,
    @Inject(USAGE_CONFIG) config: UsageConfig,
  ) {
    this.quota = new InternalClient('quota-proxy', config.quotaUrl);
  }

  @Get('usage/apps/:id/rate_limits')
  async rateLimits(@Param('id') id: string, @SignedInActor() actor: Actor): Promise<RateLimitUsage[]> {
    await this.clients.requireAccess(id, actor);
    const clients = await this.clients.of(id);
    if (clients.length === 0) return [];
    const { body } = await this.quota.call<CurrentBucketUsage[]>('current_usage', {
      query: { client_id: clients.map((c) => c.clientId) },
      timeoutMs: 5000,
    });
    return rateLimitsOf(clients, Array.isArray(body) ? body : []);
  }
}
