import { Controller, Get, Query, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';

export const PAGING_HEADERS = ['total', 'per-page'] as const;

@Controller('api/v1/admin/developers')
@UseInterceptors(ReadYourWritesInterceptor)
export class AdminDevelopersController {
  constructor(private readonly upstreams: Upstreams) {}

  @Get()
  async list(@Query() query: Record<string, string | string[]>, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.upstreams.projection.call<unknown[]>('admin/developers', { query });
    for (const header of PAGING_HEADERS) {
      const value = result.headers.get(header);
      if (value !== null) void reply.header(header, value);
    }
    return result.body;
  }
}
