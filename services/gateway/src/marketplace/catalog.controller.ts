import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { components } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import { proxyList } from '../admin/list-proxy';
import { Upstreams } from '../core/upstreams';
import { Access } from '../sessions/access';

type Schemas = components['schemas'];

/** The public Marketplace: the catalog from the projection's read table, a listing's published content from its owner. */
@Controller('api/v1/marketplace/listings')
export class CatalogController {
  constructor(private readonly upstreams: Upstreams) {}

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
  async one(@Param('id') id: string): Promise<Schemas['PublishedListing']> {
    return (await this.upstreams.marketplace.call<Schemas['PublishedListing']>(`marketplace/listings/${encodeURIComponent(id)}`)).body;
  }
}
