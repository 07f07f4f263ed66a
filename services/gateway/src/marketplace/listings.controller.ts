import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Req, Res } from '@nestjs/common';
import type { components } from '@portal/contracts';
import { forwardedIfMatch, passVersion } from '@portal/service-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Upstreams } from '../core/upstreams';
import { actorOf, sessionOf } from '../sessions/access';

type Schemas = components['schemas'];
type Listing = Schemas['MarketplaceListing'];

/**
 * An app's Marketplace listing (spec 3 §7), owned by the marketplace service; admin paths are
 * admin-only by their prefix. Reads come from the listing's stream, so nothing waits for a read model.
 */
@Controller('api/v1')
export class ListingsController {
  constructor(private readonly upstreams: Upstreams) {}

  @Get('developer_apps/:id/submission')
  load(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.forward('GET', `developer_apps/${encodeURIComponent(id)}/submission`, undefined, request, reply);
  }

  @Post('developer_apps/:id/submissions')
  @HttpCode(201)
  create(
    @Param('id') id: string,
    @Body() body: Schemas['SubmissionWrite'],
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.forward('POST', `developer_apps/${encodeURIComponent(id)}/submissions`, body, request, reply);
  }

  @Patch('submissions/:id')
  update(
    @Param('id') id: string,
    @Body() body: Schemas['SubmissionWrite'],
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.forward('PATCH', `submissions/${encodeURIComponent(id)}`, body, request, reply, ifMatch);
  }

  @Post('admin/developer_apps/:id/submissions')
  @HttpCode(201)
  adminCreate(
    @Param('id') id: string,
    @Body() body: Schemas['SubmissionWrite'],
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.forward('POST', `admin/developer_apps/${encodeURIComponent(id)}/submissions`, body, request, reply);
  }

  @Patch('admin/submissions/:id')
  adminUpdate(
    @Param('id') id: string,
    @Body() body: Schemas['SubmissionWrite'],
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.forward('PATCH', `admin/submissions/${encodeURIComponent(id)}`, body, request, reply, ifMatch);
  }

  private async forward(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    ifMatch?: string,
  ): Promise<Listing> {
    const result = await this.upstreams.marketplace.call<Listing>(path, {
      method,
      ...(body === undefined ? {} : { body }),
      actor: actorOf(sessionOf(request)!.session),
      headers: forwardedIfMatch(ifMatch),
    });
    passVersion(reply, result.headers);
    return result.body;
  }
}
