import { Controller, Get, Param, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { PAGING_HEADERS } from '@portal/list-query';
import { passVersion } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppsResponses, type Json } from '../apps/apps-responses';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';

type Query = Record<string, string | string[]>;

/**
 * Manifest version reads, answered by the projection as the signed-in actor (it answers 404 to
 * anyone without a role on the app); each waits for the session's own writes like the app page.
 */
@Controller('api/v1')
@UseInterceptors(ReadYourWritesInterceptor)
export class ManifestReadsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
  ) {}

  @Get('manifests')
  async list(@Query() query: Query, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.upstreams.projection.call<Json>('manifests', { query, actor: this.responses.actor(request) });
    for (const header of PAGING_HEADERS) {
      const value = result.headers.get(header);
      if (value !== null) void reply.header(header, value);
    }
    return result.body;
  }

  @Get('app_versioned_manifests/:id')
  async one(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.upstreams.projection.call<Json>(`app_versioned_manifests/${encodeURIComponent(id)}`, {
      actor: this.responses.actor(request),
    });
    passVersion(reply, result.headers);
    return result.body;
  }
}
