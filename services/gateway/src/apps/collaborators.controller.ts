import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { forwardedIdempotencyKey, passReplayed } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import type { RequestBody, ResponseBody, Schema } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { AppsResponses } from './apps-responses';
import { Access, actorOf, sessionOf } from '../sessions/access';
import { toCollaborator, toDeveloperAppPermissions, toInvitation, toInvitationAcceptance, toInvitationPreview } from './app-views';

type Permissions = Schema<'DeveloperAppPermissions'>;
type Collaborator = Schema<'Collaborator'>;
type Invitation = Schema<'Invitation'>;
type InvitationPreview = Schema<'InvitationPreview'>;
type RoleChange = RequestBody<'/api/v1/collaborators', 'patch'>;
type InvitationInput = RequestBody<'/api/v1/invitations', 'post'>;
type InvitationCancel = RequestBody<'/api/v1/invitations/{id}', 'patch'>;
type AcceptanceInput = RequestBody<'/api/v1/invitations/{id}/acceptance', 'post'>;
type Acceptance = ResponseBody<'/api/v1/invitations/{id}/acceptance', 'post'>;

/** The viewer's flags, collaborators and invitations of an app (spec §7 "Collaborators and invitations"). */
@Controller('api/v1')
export class CollaboratorsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
  ) {}

  /** From the apps service's write side: flags never lag behind a role change. */
  @Get('developer_app_permissions')
  async permissions(@Query('developer_app_id') appId: string, @Req() request: FastifyRequest): Promise<Permissions> {
    const { body } = await this.upstreams.apps.call<Permissions>(`developer_apps/${appId}/permissions`, {
      actor: this.responses.actor(request),
    });
    return toDeveloperAppPermissions(body);
  }

  @Get('collaborators')
  @UseInterceptors(ReadYourWritesInterceptor)
  async list(@Query('developer_app_id') appId: string, @Req() request: FastifyRequest): Promise<Collaborator[]> {
    const { body } = await this.upstreams.projection.call<Collaborator[]>('collaborators', {
      query: { developer_app_id: appId },
      actor: this.responses.actor(request),
    });
    return body.map(toCollaborator);
  }

  @Patch('collaborators')
  async update(
    @Body() body: RoleChange,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Collaborator[]> {
    const actor = this.responses.actor(request);
    const result = await this.upstreams.apps.call('collaborators', { method: 'PATCH', body, actor });
    await this.responses.afterCommand(request, reply, result.headers);
    const { body: collaborators } = await this.upstreams.projection.call<Collaborator[]>('collaborators', {
      query: { developer_app_id: body.developer_app_id },
      actor,
    });
    return collaborators.map(toCollaborator);
  }

  @Delete('collaborators/:id')
  @HttpCode(204)
  async remove(
    @Param('id') id: string,
    @Query('developer_app_id') appId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const result = await this.upstreams.apps.call(`collaborators/${id}`, {
      method: 'DELETE',
      query: { developer_app_id: appId },
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
  }

  /**
   * Invitee addresses and roles are for who may update collaborators (docs/decisions.md, "Collaborators"): the apps
   * service says whether the viewer may (404 without a role, 403 for a developer), then the read model answers.
   */
  @Get('invitations')
  @UseInterceptors(ReadYourWritesInterceptor)
  async invitations(@Query('developer_app_id') appId: string, @Req() request: FastifyRequest): Promise<Invitation[]> {
    const actor = this.responses.actor(request);
    await this.upstreams.apps.call(`developer_apps/${encodeURIComponent(appId)}/authorizations/update_collaborators`, { actor });
    const { body } = await this.upstreams.projection.call<Invitation[]>('invitations', {
      query: { developer_app_id: appId },
      actor,
    });
    return body.map(toInvitation);
  }

  @Post('invitations')
  @HttpCode(201)
  async invite(
    @Body() body: InvitationInput,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Invitation> {
    const result = await this.upstreams.apps.call<Invitation>('invitations', {
      method: 'POST',
      body,
      actor: this.responses.actor(request),
      headers: forwardedIdempotencyKey(idempotencyKey),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    passReplayed(reply, result.headers);
    return toInvitation(result.body);
  }

  @Patch('invitations/:id')
  async cancel(
    @Param('id') id: string,
    @Body() body: InvitationCancel,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Invitation> {
    const result = await this.upstreams.apps.call<Invitation>(`invitations/${id}`, {
      method: 'PATCH',
      body,
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return toInvitation(result.body);
  }

  /** Public, keyed by the link's token: the accept page names the app and the invitee before anyone signs in or clicks. */
  @Get('invitations/:id/acceptance')
  @Access('public')
  async preview(@Param('id') id: string, @Query('token') token: string, @Req() request: FastifyRequest): Promise<InvitationPreview> {
    const current = sessionOf(request);
    const { body } = await this.upstreams.apps.call<InvitationPreview>(`invitations/${id}/acceptance`, {
      query: { token },
      actor: current ? actorOf(current.session) : null,
    });
    return toInvitationPreview(body);
  }

  @Post('invitations/:id/acceptance')
  @HttpCode(200)
  async accept(
    @Param('id') id: string,
    @Body() body: AcceptanceInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Acceptance> {
    const result = await this.upstreams.apps.call<Acceptance>(`invitations/${id}/acceptance`, {
      method: 'POST',
      body,
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return toInvitationAcceptance(result.body);
  }
}
