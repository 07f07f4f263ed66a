import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { components } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { RateLimiter } from '../core/rate-limiter';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';
import { toAnalyticsEventAccepted } from './analytics-views';

type AnalyticsEventInput = components['schemas']['AnalyticsEventInput'];
type AnalyticsEventAccepted = components['schemas']['AnalyticsEventAccepted'];

export const ANALYTICS_THROTTLED_MESSAGE = 'Too many tracking events. Please wait a moment.';

/**
 * Tracking events (spec §7 `POST /api/v1/analytics`), recorded by the metrics service. Its answer's
 * position is not remembered in the session: no read model shows these events, so a later query
 * would only wait for it in vain.
 */
@Controller('api/v1/analytics')
export class AnalyticsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(202)
  async track(@Body() body: AnalyticsEventInput, @Req() request: FastifyRequest): Promise<AnalyticsEventAccepted> {
    const { sessionId, session } = sessionOf(request)!;
    await this.limiter.consume('analytics', sessionId, this.config.analyticsLimit, ANALYTICS_THROTTLED_MESSAGE);
    const { body: accepted } = await this.upstreams.metrics.call<AnalyticsEventAccepted>('analytics/events', {
      method: 'POST',
      actor: actorOf(session),
      body,
    });
    return toAnalyticsEventAccepted(accepted);
  }
}
