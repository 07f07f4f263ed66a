import { Body, Controller, Delete, Get, HttpCode, Headers, Param, Patch, Post, Put, Req, Res, UseInterceptors } from '@nestjs/common';
import { forwardedIfMatch, type Actor } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import type { RequestBody, Schema } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { AppsResponses, developerAppFields, readMultipart } from './apps-responses';
import { toAppContact } from './app-views';
import { ownerRecordKeys, settledAfterOwnerChange } from './owner-change-settling';

type AdminDeveloperApp = Schema<'AdminDeveloperApp'>;
type AppContact = Schema<'AppContact'>;
type AdminAppChanges = RequestBody<'/api/v1/admin/developer_apps/{id}', 'patch'>;
type LogoChange = RequestBody<'/api/v1/admin/developer_apps/{id}', 'put'>;
type ContactInput = RequestBody<'/api/v1/admin/developer_apps/{id}/contacts', 'post'>;
type ContactChange = RequestBody<'/api/v1/admin/developer_apps/{id}/contacts/{contact_id}', 'patch'>;
type OwnerChange = RequestBody<'/api/v1/admin/developer_apps/{id}/owner', 'put'>;

/** The admin app detail page (admins only: the access guard protects /api/v1/admin/). */
@Controller('api/v1/admin/developer_apps/:id')
export class AdminDeveloperAppsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Get()
  @UseInterceptors(ReadYourWritesInterceptor)
  one(@Param('id') id: string, @Req() request: FastifyRequest): Promise<AdminDeveloperApp> {
    return this.view(id, this.responses.actor(request));
  }

  @Patch()
  async update(
    @Param('id') id: string,
    @Body() body: AdminAppChanges,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminDeveloperApp> {
    // A stale one is the apps service's 412; a malformed one a 400 here.
    return this.command(id, 'PATCH', `admin/developer_apps/${id}`, body ?? {}, request, reply, forwardedIfMatch(ifMatch));
  }

  /** Multipart `developer_app[thumbnail]` uploads a logo; JSON `{developer_app: {remove_thumbnail: true}}` removes it. */
  @Put()
  async logo(
    @Param('id') id: string,
    @Body() body: LogoChange | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminDeveloperApp> {
    const form = await readMultipart(request);
    const payload = form ? { developer_app: developerAppFields(form) } : (body ?? {});
    return this.command(id, 'PUT', `admin/developer_apps/${id}`, payload, request, reply);
  }

  @Post('contacts')
  @HttpCode(201)
  async addContact(
    @Param('id') id: string,
    @Body() body: ContactInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AppContact> {
    const result = await this.upstreams.apps.call<AppContact>(`admin/developer_apps/${id}/contacts`, {
      method: 'POST',
      body: body ?? {},
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return toAppContact(result.body);
  }

  @Patch('contacts/:contact_id')
  async changeContact(
    @Param('id') id: string,
    @Param('contact_id') contactId: string,
    @Body() body: ContactChange,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AppContact> {
    const result = await this.upstreams.apps.call<AppContact>(`admin/developer_apps/${id}/contacts/${contactId}`, {
      method: 'PATCH',
      body: body ?? {},
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return toAppContact(result.body);
  }

  @Delete('contacts/:contact_id')
  @HttpCode(204)
  async removeContact(
    @Param('id') id: string,
    @Param('contact_id') contactId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const result = await this.upstreams.apps.call(`admin/developer_apps/${id}/contacts/${contactId}`, {
      method: 'DELETE',
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
  }

  @Put('owner')
  async changeOwner(
    @Param('id') id: string,
    @Body() body: OwnerChange,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminDeveloperApp> {
    const answer = await this.command(id, 'PUT', `admin/developer_apps/${id}/owner`, body ?? {}, request, reply);
    const actor = this.responses.actor(request);
    return settledAfterOwnerChange(
      answer,
      body.developer_id,
      () => this.view(id, actor),
      (timeoutMs) => this.consistency.nextChange(ownerRecordKeys(id), timeoutMs),
    );
  }

  private async command(
    id: string,
    method: 'PATCH' | 'PUT',
    path: string,
    body: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    headers: Record<string, string> = {},
  ) {
    const actor = this.responses.actor(request);
    const result = await this.upstreams.apps.call(path, { method, body, actor, headers });
    await this.responses.afterCommand(request, reply, result.headers);
    return this.view(id, actor);
  }

  /** The shared app view (read model + edition + settings), cut to the contract's admin app. */
  private async view(id: string, actor: Actor): Promise<AdminDeveloperApp> {
    return this.responses.adminAppView(id, actor);
  }
}
