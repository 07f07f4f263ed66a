import { Body, Controller, HttpCode, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Upstreams } from '../core/upstreams';
import { AppsResponses, type Json } from './apps-responses';

@Controller('api/v1/sandboxes/:id')
export class SandboxesController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
  ) {}

  @Patch()
  async update(
    @Param('id') id: string,
    @Body() body: Json,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.upstreams.apps.call<Json>(`sandboxes/${id}`, { method: 'PATCH', body, actor: this.responses.actor(request) });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return this.responses.presentSandbox(result.body);
  }

  /** The apps service says who may and which client it is; identity resets that client's secret. */
  @Post('reset_secret')
  @HttpCode(200)
  async resetSecret(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const actor = this.responses.actor(request);
    const { body: client } = await this.upstreams.apps.call<{ app_id: string }>(`sandboxes/${id}/secret_reset_authorizations`, {
      method: 'POST',
      actor,
    });
    const result = await this.upstreams.identity.call<{ client_secret: string }>(
      `oauth_clients/${encodeURIComponent(client.app_id)}/reset_secret`,
      {
        method: 'POST',
        body: { confirm: true },
        actor,
      },
    );
    void reply.header('cache-control', 'no-store');
    return { app_id: client.app_id, app_secret: result.body.client_secret };
  }
}
