import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { forwardedIdempotencyKey, forwardedIfMatch, IDEMPOTENCY_KEY_HEADER, passReplayed, passVersion } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppsResponses, type Json } from '../apps/apps-responses';
import { Upstreams } from '../core/upstreams';

/**
 * Manifest version writes: the apps service decides and answers with the version built from its
 * decider state; the positions it names are remembered so the next read (projection) sees the write.
 */
@Controller('api/v1')
export class ManifestVersionsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
  ) {}

  private async command(
    path: string,
    method: 'POST' | 'PATCH',
    body: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    headers: Record<string, string> = {},
  ): Promise<Json> {
    const result = await this.upstreams.apps.call<Json>(path, { method, body: body ?? {}, actor: this.responses.actor(request), headers });
    await this.responses.afterCommand(request, reply, result.headers, false);
    passVersion(reply, result.headers);
    passReplayed(reply, result.headers);
    return result.body;
  }

  @Post('app_versioned_manifests')
  @HttpCode(201)
  create(
    @Body() body: Json | undefined,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.command('app_versioned_manifests', 'POST', body, request, reply, forwardedIdempotencyKey(idempotencyKey));
  }

  @Post('app_version_promotions')
  @HttpCode(201)
  promote(
    @Body() body: Json | undefined,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.command('app_version_promotions', 'POST', body, request, reply, forwardedIdempotencyKey(idempotencyKey));
  }

  @Patch('app_versions/:id')
  update(
    @Param('id') id: string,
    @Body() body: Json | undefined,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.command(`app_versions/${encodeURIComponent(id)}`, 'PATCH', body, request, reply, forwardedIfMatch(ifMatch));
  }

  @Post('app_version_rollbacks')
  @HttpCode(201)
  rollBack(
    @Body() body: Json | undefined,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.command('app_version_rollbacks', 'POST', body, request, reply, forwardedIdempotencyKey(idempotencyKey));
  }

  /** Platform admins (the apps service refuses everyone else). */
  @Post('app_versions')
  @HttpCode(201)
  adminCreate(
    @Body() body: Json | undefined,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.command('app_versions', 'POST', body, request, reply, forwardedIdempotencyKey(idempotencyKey));
  }

  @Patch('admin/app_versions/:id')
  adminReview(
    @Param('id') id: string,
    @Body() body: Json | undefined,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.command(`admin/app_versions/${encodeURIComponent(id)}`, 'PATCH', body, request, reply, forwardedIfMatch(ifMatch));
  }

  @Post('admin/app_version_promotions')
  @HttpCode(201)
  adminPromote(
    @Body() body: Json | undefined,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.command('admin/app_version_promotions', 'POST', body, request, reply, forwardedIdempotencyKey(idempotencyKey));
  }

  /** Computed by the apps service from the app's stream (both versions must belong to the same app). */
  @Get('app_versioned_manifests/:id/diff')
  async diff(@Param('id') id: string, @Query('against') against: string | undefined, @Req() request: FastifyRequest) {
    const query = new URLSearchParams({ against: against ?? '' });
    return (
      await this.upstreams.apps.call<Json>(`app_versioned_manifests/${encodeURIComponent(id)}/diff?${query.toString()}`, {
        actor: this.responses.actor(request),
      })
    ).body;
  }
}
