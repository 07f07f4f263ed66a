import { Controller, Get, Headers, Req } from '@nestjs/common';
import type { components } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { Upstreams } from '../core/upstreams';
import { Access, actorOf, sessionOf } from '../sessions/access';

type Schemas = components['schemas'];

/** The listing editor's reference data (spec 3 §7 `GET /api/v1/categories`), from the marketplace service. */
@Controller('api/v1')
export class MarketplaceReferenceController {
  constructor(private readonly upstreams: Upstreams) {}

  /** Public: the catalog's category filter shows them to signed-out visitors too. */
  @Get('categories')
  @Access('public')
  async categories(): Promise<Schemas['MarketplaceCategory'][]> {
    return (await this.upstreams.marketplace.call<Schemas['MarketplaceCategory'][]>('categories')).body;
  }

  @Get('marketplace/reference')
  async reference(
    @Req() request: FastifyRequest,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<Schemas['MarketplaceReference']> {
    const result = await this.upstreams.marketplace.call<Schemas['MarketplaceReference']>('reference', {
      actor: actorOf(sessionOf(request)!.session),
      headers: acceptLanguage ? { 'accept-language': acceptLanguage.slice(0, 200) } : {},
    });
    return result.body;
  }
}
