import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import { AppsResponses, type Json } from './apps-responses';

/** The viewer's flags, collaborators and invitations of an app (spec §7 "Collaborators and invitations"). */
@Controller('api/v1')
export class CollaboratorsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
  ) {}

  /** From the apps service's write side: flags never lag behind a role change. */
  @Get('developer_app_permissions')
  async permissions(@Query('developer_app_id') appId: string, @Req() request: FastifyRequest) {
    return (await this.upstreams.apps.call<Json>(`developer_apps/${appId}/permissions`, { actor: this.responses.actor(request) })).body;
  }

  @Get('collaborators')
  @UseInterceptors(ReadYourWritesInterceptor)
  async list(@Query('developer_app_id') appId: string, @Req() request: FastifyRequest) {
    return (
      await this.upstreams.projection.call<Json[]>('collaborators', {
        query: { developer_app_id: appId },
        actor: this.responses.actor(request),
      })
    ).body;
  }

  @Patch('collaborators')
  async update(
    @Body() body: { developer_app_id: string },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const actor = this.responses.actor(request);
    const result = await this.upstreams.apps.call('collaborators', { method: 'PATCH', body, actor });
    await this.responses.afterCommand(request, reply, result.headers);
    return (await this.upstreams.projection.call<Json[]>('collaborators', { query: { developer_app_id: body.developer_app_id }, actor }))
      .body;
  }

  @Delete('collaborators/:id')
  @HttpCode(204)
  async remove(
    @Param('id') id: string,
    @Query('developer_app_id') appId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.upstreams.apps.call(`collaborators/${id}`, {
      method: 'DELETE',
      query: { developer_app_id: appId },
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
  }

  @Get('invitations')
  @UseInterceptors(ReadYourWritesInterceptor)
  async invitations(@Query('developer_app_id') appId: string, @Req() request: FastifyRequest) {
    return (
      await this.upstreams.projection.call<Json[]>('invitations', {
        query: { developer_app_id: appId },
        actor: this.responses.actor(request),
      })
    ).body;
  }

  @Post('invitations')
  @HttpCode(201)
  async invite(@Body() body: Json, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.upstreams.apps.call<Json>('invitations', { method: 'POST', body, actor: this.responses.actor(request) });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return result.body;
  }

  @Patch('invitations/:id')
  async cancel(
    @Param('id') id: string,
    @Body() body: Json,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.upstreams.apps.call<Json>(`invitations/${id}`, {
      method: 'PATCH',
      body,
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return result.body;
  }

  @Post('invitations/:id/acceptance')
  @HttpCode(200)
  async accept(
    @Param('id') id: string,
    @Body() body: Json,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.upstreams.apps.call<Json>(`invitations/${id}/acceptance`, {
      method: 'POST',
      body,
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return result.body;
  }
}
