import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  dependencyKey,
  forwardedIdempotencyKey,
  forwardedIfMatch,
  IDEMPOTENCY_KEY_HEADER,
  JSON_TYPE,
  passReplayed,
  replyWithVersion,
  rolesHeader,
  versionHeaders,
} from '@portal/service-runtime';
import { ReadYourWrites } from '../consistency/read-your-writes';
import { ReadYourWritesInterceptor } from '../consistency/read-your-writes.interceptor';
import { Upstreams } from '../core/upstreams';
import type { Schema } from '../core/contract-types';
import { AppsResponses, developerAppFields, readMultipart, type Json } from './apps-responses';

type DeveloperApp = Schema<'DeveloperApp'>;
type Sandbox = Schema<'Sandbox'>;

/** Developer apps: commands go to the apps service, views come from the projection. */
@Controller('api/v1/developer_apps')
export class DeveloperAppsController {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly responses: AppsResponses,
    private readonly consistency: ReadYourWrites,
  ) {}

  @Get()
  @UseInterceptors(ReadYourWritesInterceptor)
  async list(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    // Up to 500 rows (about 220 KB): passed on as the projection wrote them, not parsed and written again.
    const { body } = await this.upstreams.projection.callText('developer_apps', { actor: this.responses.actor(request) });
    void reply.type(JSON_TYPE);
    return body;
  }

  @Post()
  @HttpCode(201)
  async create(
    @Body() body: Json,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const actor = this.responses.actor(request);
    const result = await this.upstreams.apps.call<{ id: string }>('developer_apps', {
      method: 'POST',
      body: body ?? {},
      actor,
      headers: forwardedIdempotencyKey(idempotencyKey),
    });
    passReplayed(reply, result.headers);
    await this.responses.afterCommand(request, reply, result.headers);
    return this.responses.appView(result.body.id, actor);
  }

  /** The app page's first call: kept per viewer until a notice about the app, its sandbox or a member. */
  @Get(':id')
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | Buffer> {
    const actor = this.responses.actor(request);
    return this.consistency.serve(request, reply, `developer_app:${id}:${actor.id}:${rolesHeader(actor)}`, async () => {
      const app = await this.responses.appView(id, actor);
      return {
        body: JSON.stringify(app),
        headers: versionHeaders(app.version ?? 0),
        dependsOn: appPageDependencies(id, app),
        // A pending build's `busy` comes from the apps service's queue, which sends no notices.
        cacheable: app.sandbox?.status !== 'pending',
      };
    });
  }

  @Patch(':id')
  async update(
    @Param('id') id: string,
    @Body() body: { developer_app?: Json } | undefined,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const actor = this.responses.actor(request);
    const form = await readMultipart(request);
    const developerApp = form ? developerAppFields(form) : (body?.developer_app ?? {});
    const result = await this.upstreams.apps.call(`developer_apps/${id}`, {
      method: 'PATCH',
      body: { developer_app: developerApp },
      actor,
      headers: forwardedIfMatch(ifMatch),
    });
    await this.responses.afterCommand(request, reply, result.headers);
    const app = await this.responses.appView(id, actor);
    replyWithVersion(reply, app.version ?? 0);
    return app;
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.upstreams.apps.call(`developer_apps/${id}`, {
      method: 'DELETE',
      actor: this.responses.actor(request),
      headers: forwardedIfMatch(ifMatch),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
  }

  /** Straight from the app's events in the apps service (owners and admins). */
  @Get(':id/activity')
  async activity(@Param('id') id: string, @Req() request: FastifyRequest) {
    return (await this.upstreams.apps.call<Json[]>(`developer_apps/${id}/activity`, { actor: this.responses.actor(request) })).body;
  }

  @Post(':id/sandbox_requests')
  @HttpCode(202)
  async requestSandbox(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.upstreams.apps.call<Sandbox>(`developer_apps/${id}/sandbox_requests`, {
      method: 'POST',
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return this.responses.presentSandbox(result.body);
  }

  @Post(':id/fake_sandbox')
  @HttpCode(201)
  async fakeSandbox(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.upstreams.apps.call<Sandbox>(`developer_apps/${id}/fake_sandbox`, {
      method: 'POST',
      actor: this.responses.actor(request),
    });
    await this.responses.afterCommand(request, reply, result.headers, false);
    return this.responses.presentSandbox(result.body);
  }

  @Post(':id/ownership_transfers')
  @HttpCode(200)
  async transfer(
    @Param('id') id: string,
    @Body() body: Json,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const actor = this.responses.actor(request);
    const result = await this.upstreams.apps.call(`developer_apps/${id}/ownership_transfers`, {
      method: 'POST',
      body: body ?? {},
      actor,
      headers: forwardedIdempotencyKey(idempotencyKey),
    });
    passReplayed(reply, result.headers);
    await this.responses.afterCommand(request, reply, result.headers);
    return this.responses.appView(id, actor);
  }
}

/** What an app page shows: the app, its sandbox (their events name the app) and its members' names. */
const appPageDependencies = (id: string, app: DeveloperApp): string[] => {
  const members = new Set([String(app.owner_id), ...(app.collaborators ?? []).map((c) => c.id)]);
  return [
    dependencyKey('apps.app', id),
    dependencyKey('apps.sandbox', id),
    ...[...members].map((developerId) => dependencyKey('identity.developer', developerId)),
  ];
};
