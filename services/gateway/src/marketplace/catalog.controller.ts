import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { forwardedIdempotencyKey, IDEMPOTENCY_KEY_HEADER, passReplayed } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { proxyList } from '../admin/list-proxy';
import { ReadYourWrites } from '../consistency/read-your-writes';
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
    private readonly consistency: ReadYourWrites,
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
   * the listing is still public: an installation outlives it). That feed follows the installs over Kafka; an install
   * or uninstall answers only once the metrics service applied it (`answerWhenApplied`), so the next read shows it.
   */
  @Get(':id/installations')
  async mine(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Schemas['Installation'][]> {
    return (
      await this.upstreams.metrics.call<Schemas['Installation'][]>(`engagement/apps/${encodeURIComponent(id)}/installations/mine`, {
        actor: actorOf(sessionOf(request)!.session),
      })
    ).body;
  }

  /** A signed-in user installs a published app for a company; answered once "my installations" lists it (≤ 2 s). */
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
    await this.consistency.answerWhenApplied(reply, result.headers, 'metrics');
    return result.body;
  }

  /** Answered once "my installations" no longer lists it (≤ 2 s). */
  @Delete(':id/installations/:installationId')
  @HttpCode(204)
  async uninstall(
    @Param('id') id: string,
    @Param('installationId') installationId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const result = await this.upstreams.marketplace.call(
      `marketplace/listings/${encodeURIComponent(id)}/installations/${encodeURIComponent(installationId)}`,
      {
        method: 'DELETE',
        actor: actorOf(sessionOf(request)!.session),
      },
    );
    await this.consistency.answerWhenApplied(reply, result.headers, 'metrics');
  }
}
