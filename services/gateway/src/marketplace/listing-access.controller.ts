import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import { Access } from '../sessions/access';

type ListingAccess = components['schemas']['ListingAccess'];

/**
 * What a published listing's app can access (public, like the listing): answered by the projection from its read
 * models (the catalog row's release version, that version's manifest), a moment behind an approval. A session with
 * writes of its own pending waits for them, as on other read-model queries.
 */
@Controller('api/v1/marketplace/listings')
@UseInterceptors(ReadYourWritesInterceptor)
export class ListingAccessController {
  constructor(private readonly upstreams: Upstreams) {}

  @Get(':id/access')
  @Access('public')
  async access(@Param('id') id: string): Promise<ListingAccess> {
    return (await this.upstreams.projection.call<ListingAccess>(`marketplace/listings/${encodeURIComponent(id)}/access`)).body;
  }
}
