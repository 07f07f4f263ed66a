import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { forwardedIdempotencyKey, forwardedIfMatch, passReplayed, passVersion } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';

type Schemas = components['schemas'];
type Filters = Record<string, string | string[]>;

const bucketsPath = (server: string, id?: string) =>
  `servers/${encodeURIComponent(server)}/buckets${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

/**
 * The rate-limit bucket tool (spec 1 §7), admin-only by its path, passed to the quota service that
 * owns the buckets. Its list reads the table the bucket events write in their own transaction, so
 * an admin's change shows at once (no position to wait for).
 */
@Controller('api/v1/admin/quota_minder_servers')
export class QuotaBucketsController {
  constructor(private readonly upstreams: Upstreams) {}

  @Get()
  async servers(@Req() request: FastifyRequest): Promise<{ data: string[] }> {
    return (await this.upstreams.quota.call<{ data: string[] }>('servers', { actor: actorOf(sessionOf(request)!.session) })).body;
  }

  @Get(':server/buckets')
  async list(
    @Param('server') server: string,
    @Query() filters: Filters,
    @Req() request: FastifyRequest,
  ): Promise<{ data: Schemas['QuotaBucket'][] }> {
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(filters)) {
      const trimmed = String(Array.isArray(value) ? value[0] : value).trim();
      if (trimmed) query[name] = trimmed;
    }
    const result = await this.upstreams.quota.call<{ data: Schemas['QuotaBucket'][] }>(bucketsPath(server), {
      actor: actorOf(sessionOf(request)!.session),
      query,
    });
    return result.body;
  }

  @Post(':server/buckets')
  @HttpCode(201)
  async create(
    @Param('server') server: string,
    @Body() body: Schemas['QuotaBucketWrite'],
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Schemas['QuotaBucketAnswer']> {
    const result = await this.upstreams.quota.call<Schemas['QuotaBucketAnswer']>(bucketsPath(server), {
      method: 'POST',
      body,
      actor: actorOf(sessionOf(request)!.session),
      headers: forwardedIdempotencyKey(idempotencyKey),
    });
    passVersion(reply, result.headers);
    passReplayed(reply, result.headers);
    return result.body;
  }

  @Patch(':server/buckets/:id')
  async update(
    @Param('server') server: string,
    @Param('id') id: string,
    @Body() body: Schemas['QuotaBucketWrite'],
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Schemas['QuotaBucketAnswer']> {
    const result = await this.upstreams.quota.call<Schemas['QuotaBucketAnswer']>(bucketsPath(server, id), {
      method: 'PATCH',
      body,
      actor: actorOf(sessionOf(request)!.session),
      headers: forwardedIfMatch(ifMatch),
    });
    passVersion(reply, result.headers);
    return result.body;
  }

  @Delete(':server/buckets/:id')
  @HttpCode(204)
  async remove(
    @Param('server') server: string,
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.upstreams.quota.call(bucketsPath(server, id), {
      method: 'DELETE',
      actor: actorOf(sessionOf(request)!.session),
      headers: forwardedIfMatch(ifMatch),
    });
  }
}
