import { Body, Controller, Headers, HttpCode, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardedIfMatch, replyWithVersion } from '@portal/service-runtime';
import type { RequestBody, ResponseBody, Schema } from '../core/contract-types';
import { Upstreams } from '../core/upstreams';
import { AppsResponses } from './apps-responses';

type Sandbox = Schema<'Sandbox'>;
type SandboxChanges = RequestBody<'/api/v1/sandboxes/{id}', 'patch'>;
type SandboxSecret = ResponseBody<'/api/v1/sandboxes/{id}/reset_secret', 'post'>;

@Controller('api/v1/sandboxes/:id')
export class SandboxesController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
  ) {}

  @Patch()
  async update(
    @Param('id') id: string,
    @Body() body: SandboxChanges,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Sandbox | null> {
    const result = await this.upstreams.apps.call<Sandbox>(`sandboxes/${id}`, {
      method: 'PATCH',
      body,
      actor: this.responses.actor(request),
      // A stale one is the apps service's 412; a malformed one a 400 here.
      headers: forwardedIfMatch(ifMatch),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    if (result.body.version !== undefined) replyWithVersion(reply, result.body.version);
    // The restricted edition shows no sandbox: presentSandbox answers null there.
    return this.responses.presentSandbox(result.body);
  }

  /** The apps service says who may and which client it is; identity resets that client's secret. */
  @Post('reset_secret')
  @HttpCode(200)
  async resetSecret(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SandboxSecret> {
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
