import { Body, Controller, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { passReplayed } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { RateLimiter } from '../core/rate-limiter';
import { whitelist } from '../core/response-whitelist';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';

type Schemas = components['schemas'];

const toLead = whitelist<Schemas['Lead']>({ lead_id: true, app_id: true, requested_at: true, requester_email: true });

export const LEADS_THROTTLED_MESSAGE = 'Too many requests for information. Please try again later.';

/** Requests for information from a create-lead listing's page: sales leads, made by the marketplace service. */
@Controller('api/v1/marketplace/listings')
export class LeadsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Per user, every request counts (a refused one too), so nobody probes listings or fills a CRM by script. */
  @Post(':id/leads')
  @HttpCode(201)
  async request(
    @Param('id') id: string,
    @Body() body: Schemas['LeadInput'],
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Schemas['Lead']> {
    const { session } = sessionOf(request)!;
    await this.limiter.consume('leads', session.userId, this.config.leadLimit, LEADS_THROTTLED_MESSAGE);
    const result = await this.upstreams.marketplace.call<Schemas['Lead']>(`marketplace/listings/${encodeURIComponent(id)}/leads`, {
      method: 'POST',
      body,
      actor: actorOf(session),
    });
    passReplayed(reply, result.headers);
    return toLead(result.body);
  }
}
