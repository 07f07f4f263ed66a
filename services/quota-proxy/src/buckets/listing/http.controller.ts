import { Controller, Get, Param, Query } from '@nestjs/common';
import { SignedInActor, type Actor } from '@portal/service-runtime';
import { requireAdmin } from '../../core/admin-only';
import { ListBucketsQuery, type BucketFilters } from './list-buckets.query';

@Controller()
export class ListBucketsController {
  constructor(private readonly query: ListBucketsQuery) {}

  @Get('servers')
  servers(@SignedInActor() actor: Actor) {
    requireAdmin(actor);
    return { data: this.query.servers() };
  }

  @Get('servers/:server/buckets')
  async list(@Param('server') server: string, @Query() filters: BucketFilters, @SignedInActor() actor: Actor) {
    requireAdmin(actor);
    return { data: await this.query.list(server, filters) };
  }
}
