import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import { AppsResponses, developerAppFields, readMultipart, type Json } from './apps-responses';

/** The admin app detail page (admins only: the access guard protects /api/v1/admin/). */
@Controller('api/v1/admin/developer_apps/:id')
export class AdminDeveloperAppsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
  ) {}

  @Get()
  @UseInterceptors(ReadYourWritesInterceptor)
  one(@Param('id') id: string, @Req() request: FastifyRequest) {
    return this.responses.appView(id, this.responses.actor(request), true);
  }

  @Patch()
  async update(
    @Param('id') id: string,
    @Body() body: Json,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.command(id, 'PATCH', `admin/developer_apps/${id}`, body ?? {}, request, reply);
  }

  /** Multipart `developer_app[thumbnail]` uploads a logo; JSON `{developer_app: {remove_thumbnail: true}}` removes it. */
  @Put()
  async logo(
    @Param('id') id: string,
    @Body() body: Json | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const form = await readMultipart(request);
    const payload = form ? { developer_app: developerAppFields(form) } : (body ?? {});
    return this.command(id, 'PUT', `admin/developer_apps/${id}`, payload, request, reply);
  }

  @Post('contacts')
  @HttpCode(201)
  async addContact(
    @Param('id') id: string,
    @Body() body: Json,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.upstreams.apps.call<Json>(`admin/developer_apps/${id}/contacts`, {
      method: 'POST',
      body: body ?? {},
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return result.body;
  }

  @Put('owner')
  async changeOwner(
    @Param('id') id: string,
    @Body() body: Json,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.command(id, 'PUT', `admin/developer_apps/${id}/owner`, body ?? {}, request, reply);
  }

  private async command(id: string, method: 'PATCH' | 'PUT', path: string, body: unknown, request: FastifyRequest, reply: FastifyReply) {
    const actor = this.responses.actor(request);
    const result = await this.upstreams.apps.call(path, { method, body, actor });
    await this.responses.afterCommand(request, reply, result.headers);
    return this.responses.appView(id, actor, true);
  }
}
