import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { forwardedIdempotencyKey, IDEMPOTENCY_KEY_HEADER, passReplayed } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { proxyList } from '../admin/list-proxy';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { Upstreams } from '../core/upstreams';
import { Access, actorOf, sessionOf } from '../sessions/access';
import { visitorHeaders } from './visitor';

type Schemas = components['schemas'];

/** The public Marketplace: the catalog from the projection's read table, a listing's published content from its owner. */
@Controller('api/v1/marketplace/listings')
export class CatalogController {
  constructor(
    private readonly upstreams: Upstreams,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get()
  @Access('public')
  list(
    @Query() query: Record<string, string | string[]>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Schemas['CatalogListing'][]> {
    return proxyList(this.upstreams.projection, 'marketplace/listings', query, reply);
  }

  @Get(':id')
  @Access('public')
  async one(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Schemas['PublishedListing']> {
    // The view may count as a visit: by whoever is signed in, else by an anonymous visitor's key.
    const session = sessionOf(request)?.session;
    return (
      await this.upstreams.marketplace.call<Schemas['PublishedListing']>(`marketplace/listings/${encodeURIComponent(id)}`, {
        actor: session ? actorOf(session) : null,
        headers: visitorHeaders(request, this.config.sessionSecret),
      })
    ).body;
  }

  /**
   * The signed-in user's active installations of the app, from the metrics service's install feed (whether or not
   * the listing is still public: an installation outlives it). That feed follows the installs over Kafka, which the
   * session's read-your-writes wait (projection positions) does not cover: the listing page keeps its own just-made
   * changes until the list shows them.
   */
  @Get(':id/installations')
  async mine(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Schemas['Installation'][]> {
    return (
      await this.upstreams.metrics.call<Schemas['Installation'][]>(`engagement/apps/${encodeURIComponent(id)}/installations/mine`, {
        actor: actorOf(sessionOf(request)!.session),
      })
    ).body;
  }

  /** A signed-in user installs a published app for a company. */
  @Post(':id/installations')
  @HttpCode(201)
  async install(
    @Param('id') id: string,
    @Body() body: Schemas['InstallationInput'],
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Schemas['Installation']> {
    const result = await this.upstreams.marketplace.call<Schemas['Installation']>(
      `marketplace/listings/${encodeURIComponent(id)}/installations`,
      {
        method: 'POST',
        body,
        actor: actorOf(sessionOf(request)!.session),
        headers: forwardedIdempotencyKey(idempotencyKey),
      },
    );
    passReplayed(reply, result.headers);
    return result.body;
  }

  @Delete(':id/installations/:installationId')
  @HttpCode(204)
  async uninstall(@Param('id') id: string, @Param('installationId') installationId: string, @Req() request: FastifyRequest): Promise<void> {
    await this.upstreams.marketplace.call(
      `marketplace/listings/${encodeURIComponent(id)}/installations/${encodeURIComponent(installationId)}`,
      {
        method: 'DELETE',
        actor: actorOf(sessionOf(request)!.session),
      },
    );
  }
}
